import { foldAccents, iconSets, menuIconNames, type IconSet } from '@portal/contracts';
import type { MenuIcon as MenuIconValue } from '@portal/contracts/schemas';
import { Empty, Flex, Input, Modal, Segmented, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '@portal/shared/menu-icons';

export interface IconPickerDialogProps {
  value: MenuIconValue | null;
  onPick: (icon: MenuIconValue) => void;
  onClose: () => void;
}

const cell = { width: 44, height: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/**
 * Picks an icon from one of the three sets the portal draws: search by name, a grid of buttons
 * (each named by its icon), and a live preview of the choice before it is used.
 */
export default function IconPickerDialog({ value, onPick, onClose }: IconPickerDialogProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [set, setSet] = useState<IconSet>(value?.set ?? 'tabler');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<MenuIconValue | null>(value);
  const previewId = useId();
  const names = useMemo(
    () =>
      (menuIconNames[set] as readonly string[]).filter((name) =>
        foldAccents(name, { drop: 'diacritics' }).includes(foldAccents(query.trim(), { drop: 'diacritics' })),
      ),
    [set, query],
  );

  return (
    <Modal
      open
      title={text('menus.icon.dialog')}
      okText={text('menus.icon.use')}
      okButtonProps={{ disabled: !chosen }}
      cancelText={intl.formatMessage({ id: 'kit.cancel', defaultMessage: 'Cancelar' })}
      onOk={() => chosen && onPick(chosen)}
      onCancel={onClose}
      width={560}
      styles={{ container: { maxWidth: '100vw' } }}
    >
      <Flex vertical gap={12}>
        <Segmented<IconSet>
          aria-label={text('menus.icon.set')}
          value={set}
          onChange={setSet}
          options={iconSets.map((item) => ({ value: item, label: text(`menus.icon.set.${item}`) }))}
          block
        />
        <Input.Search
          type="search"
          aria-label={text('menus.icon.search')}
          placeholder={text('menus.icon.search')}
          allowClear
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {names.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('menus.icon.none_found')} />
        ) : (
          <Flex
            role="group"
            aria-label={text('menus.icon.icons_of', { set: text(`menus.icon.set.${set}`) })}
            wrap="wrap"
            gap={4}
            style={{ maxHeight: 240, overflowY: 'auto' }}
          >
            {names.map((name) => {
              const selected = chosen?.set === set && chosen.name === name;
              return (
                <button
                  key={name}
                  type="button"
                  title={name}
                  aria-label={name}
                  aria-pressed={selected}
                  aria-describedby={selected ? previewId : undefined}
                  onClick={() => setChosen({ set, name })}
                  onDoubleClick={() => onPick({ set, name })}
                  style={{
                    ...cell,
                    cursor: 'pointer',
                    background: 'transparent',
                    color: 'inherit',
                    border: selected ? '2px solid currentColor' : '1px solid rgba(128,128,128,0.35)',
                    borderRadius: 6,
                  }}
                >
                  <MenuIcon icon={{ set, name }} size={22} />
                </button>
              );
            })}
          </Flex>
        )}
        <section aria-label={text('menus.icon.preview')}>
          <Typography.Text type="secondary">{text('menus.icon.preview')}</Typography.Text>
          <Flex id={previewId} align="center" gap={12} style={{ marginTop: 4 }} aria-live="polite">
            {chosen ? (
              <>
                <span style={cell}>
                  <MenuIcon icon={chosen} size={32} />
                </span>
                <Typography.Text>
                  {intl.formatMessage({ id: 'menus.icon.current' }, { name: chosen.name, set: text(`menus.icon.set.${chosen.set}`) })}
                </Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">{text('menus.icon.preview_none')}</Typography.Text>
            )}
          </Flex>
        </section>
      </Flex>
    </Modal>
  );
}
