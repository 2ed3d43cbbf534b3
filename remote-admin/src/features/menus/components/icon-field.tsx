import type { MenuIcon as MenuIconValue } from '@portal/contracts/schemas';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '@portal/shared/menu-icons';
import { FieldFrame, useFieldFrame } from '@portal/shared/kit/form-screen';

// The picker (every icon name, the grid, its search) is a chunk of its own, fetched on first open.
const IconPickerDialog = lazy(() => import('./icon-picker-dialog'));

/** The menu item's icon: a preview, and a button that opens the picker. */
export function IconField({ name, label }: { name: string; label: string }) {
  const intl = useIntl();
  const { field, helpers, id, error, aria } = useFieldFrame<MenuIconValue | null>(name);
  const [picking, setPicking] = useState(false);
  const icon = field.value;
  const text = (key: string) => intl.formatMessage({ id: key });

  return (
    <FieldFrame id={id} label={label} error={error}>
      {/* The label points here: each button keeps its own name ("Elegir icono"). */}
      <Flex id={id} align="center" gap={12} wrap="wrap">
        <span
          style={{
            display: 'inline-flex',
            width: 32,
            height: 32,
            alignItems: 'center',
            justifyContent: 'center',
            border: '1px solid rgba(128,128,128,0.35)',
            borderRadius: 6,
          }}
        >
          <MenuIcon icon={icon} size={22} />
        </span>
        <Typography.Text>
          {icon
            ? intl.formatMessage({ id: 'menus.icon.current' }, { name: icon.name, set: text(`menus.icon.set.${icon.set}`) })
            : text('menus.no_icon')}
        </Typography.Text>
        <Button aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} onClick={() => setPicking(true)}>
          {text(icon ? 'menus.icon.change' : 'menus.icon.choose')}
        </Button>
        {icon && <Button onClick={() => void helpers.setValue(null)}>{text('menus.icon.remove')}</Button>}
      </Flex>
      {picking && (
        <Suspense fallback={null}>
          <IconPickerDialog
            value={icon}
            onPick={(picked) => {
              void helpers.setValue(picked);
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </FieldFrame>
  );
}
