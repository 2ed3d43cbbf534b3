import { lazy, Suspense } from 'react';
import type { MenuIcon as MenuIconData } from '../contracts/session';

/**
 * Each icon set is its own chunk, loaded the first time a menu names it (the seed uses only
 * Tabler), and each chunk holds only the icons mapped in it — no icon font, no CDN.
 */
const sets = {
  tabler: lazy(() => import('./tabler')),
  fontawesome: lazy(() => import('./fontawesome')),
  material: lazy(() => import('./material')),
};

/** `className` is the one antd's Menu adds to an item's icon (its spacing from the label). */
export function MenuIcon({ icon, size = 18, className }: { icon: MenuIconData | null; size?: number; className?: string }) {
  const placeholder = <span aria-hidden style={{ display: 'inline-block', width: size, height: size }} />;
  if (!icon) return <span className={className}>{placeholder}</span>;
  const SetIcon = sets[icon.set];
  if (!SetIcon) return <span className={className}>{placeholder}</span>;
  return (
    <span className={className} aria-hidden style={{ display: 'inline-flex', width: size, height: size }}>
      <Suspense fallback={placeholder}>
        <SetIcon name={icon.name} size={size} />
      </Suspense>
    </span>
  );
}
