import type { MenuView } from './api/menus-admin-api';
import { menuTree, moveChanges } from './menu-order';

const item = (id: number, order: number, parent_id: number | null = null): MenuView => ({
  id,
  title: `m${id}`,
  name: null,
  path: null,
  icon: null,
  parent_id,
  order,
});

describe('menu order', () => {
  it('builds the tree by order, then id, one level deep', () => {
    const tree = menuTree([item(3, 20), item(1, 10), item(2, 10), item(4, 5, 3), item(5, 1, 3)]);
    expect(tree.map((top) => top.id)).toEqual([1, 2, 3]);
    expect(tree[2]!.children.map((child) => child.id)).toEqual([5, 4]);
  });

  it('swaps the orders of two neighbours', () => {
    expect(moveChanges([item(1, 10), item(2, 20), item(3, 30)], 2, -1)).toEqual([
      { id: 2, order: 10 },
      { id: 1, order: 20 },
    ]);
  });

  it('numbers the level afresh when the neighbours share an order', () => {
    expect(moveChanges([item(1, 0), item(2, 0), item(3, 30)], 1, 1)).toEqual([
      { id: 2, order: 10 },
      { id: 1, order: 20 },
    ]);
  });

  it('does nothing past either end', () => {
    const level = [item(1, 10), item(2, 20)];
    expect(moveChanges(level, 1, -1)).toEqual([]);
    expect(moveChanges(level, 2, 1)).toEqual([]);
  });
});
