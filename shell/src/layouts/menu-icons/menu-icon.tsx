import { lazy, Suspense } from 'react';
import type { MenuIcon as MenuIconData } from '@portal/shared';

/**
 * Each icon set is its own chunk, loaded the first time a menu names it (the seed uses only
 * Tabler), and each chunk holds only the icons mapped in it — no icon font, no CDN.
 */
const sets = {
  tabler: lazy(() => import('./tabler')),
  fontawesome: lazy(() => import('./fontawesome')),
  material: lazy(() => import('./material')),
};

export function MenuIcon({ icon, size = 18 }: { icon: MenuIconData | null; size?: number }) {
  const placeholder = <span aria-hidden style={{ display: 'inline-block', width: size, height: size }} />;
  if (!icon) return placeholder;
  const SetIcon = sets[icon.set];
  if (!SetIcon) return placeholder;
  return (
    <span className="menu-icon" aria-hidden style={{ display: 'inline-flex', width: size, height: size }}>
      <Suspense fallback={placeholder}>
        <SetIcon name={icon.name} size={size} />
      </Suspense>
    </span>
  );
}
