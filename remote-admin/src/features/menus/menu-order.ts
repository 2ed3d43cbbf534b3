import type { MenuView } from './api/menus-admin-api';

export interface MenuNode extends MenuView {
  children: MenuView[];
}

const byOrder = (a: MenuView, b: MenuView) => a.order - b.order || a.id - b.id;

/** The flat list as the navigation shows it: top-level items in order, each with its children (the server's rule). */
export function menuTree(items: MenuView[]): MenuNode[] {
  const ids = new Set(items.map((item) => item.id));
  return items
    .filter((item) => item.parent_id === null || !ids.has(item.parent_id))
    .sort(byOrder)
    .map((top) => ({ ...top, children: items.filter((item) => item.parent_id === top.id).sort(byOrder) }));
}

/**
 * The order changes that move `id` one place up (-1) or down (+1) among its siblings: the two
 * swap their orders, or, when they share one, the level is numbered afresh (10, 20, …).
 */
export function moveChanges(siblings: MenuView[], id: number, step: -1 | 1): Array<{ id: number; order: number }> {
  const sorted = [...siblings].sort(byOrder);
  const from = sorted.findIndex((item) => item.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= sorted.length) return [];
  const [moving, other] = [sorted[from]!, sorted[to]!];
  if (moving.order !== other.order) {
    return [
      { id: moving.id, order: other.order },
      { id: other.id, order: moving.order },
    ];
  }
  [sorted[from], sorted[to]] = [other, moving];
  return sorted.flatMap((item, index) => ((index + 1) * 10 === item.order ? [] : [{ id: item.id, order: (index + 1) * 10 }]));
}
