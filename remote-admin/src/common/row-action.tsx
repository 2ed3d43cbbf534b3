import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A row's action as a small link button: its visible text is short ("Editar"), its accessible
 * name says which row ("Editar Ana Pérez"), so a screen reader's list of buttons makes sense.
 * Never in antd's danger red: as text it fails the 4.5:1 contrast (axe, light and dark); a
 * destructive action asks for confirmation instead.
 */
export function RowAction({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" type="link" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
