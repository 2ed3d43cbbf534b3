import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A row's action as a small link button: its visible text is short ("Editar"), its accessible
 * name says which row ("Editar Ana Pérez"), so a screen reader's list of buttons makes sense.
 */
export function RowAction({
  label,
  onClick,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button size="small" type="link" danger={danger} aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
