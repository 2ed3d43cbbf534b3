import { expect, type Page } from '@playwright/test';

/** The part of a role.updated frame the tests read. */
export interface MenuEntry {
  title: string;
  permissions: Record<string, boolean>;
  children: MenuEntry[];
}

/** Frames the page's socket receives, parsed (`data` is JSON text on the wire). */
export function socketEvents(page: Page) {
  const events: Array<{ event: string; channel?: string; data: { menu?: MenuEntry[] } }> = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload));
      events.push({ ...frame, data: typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data });
    });
  });
  return events;
}

/** Subscribed to both private channels: the live session is up. */
export async function waitForLiveSession(events: ReturnType<typeof socketEvents>, userId: number, roleId: number) {
  await expect
    .poll(() =>
      events
        .filter((frame) => frame.event === 'pusher_internal:subscription_succeeded')
        .map((frame) => frame.channel)
        .sort(),
    )
    .toEqual([`private-roles.${roleId}`, `private-users.${userId}`]);
}

/** A value on `window` survives only if the page is never reloaded. */
export const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 42));
export const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark);

/** The item `title` of a menu tree (children included), if it holds it. */
const menuItem = (menu: MenuEntry[] | undefined, title: string) =>
  menu?.flatMap((item) => [item, ...item.children]).find((item) => item.title === title);

/** The flags of `title` in the last role.updated frame the page received. */
export function lastFlags(events: ReturnType<typeof socketEvents>, title: string) {
  const update = events.filter((frame) => frame.event === 'role.updated').at(-1);
  return menuItem(update?.data.menu, title)?.permissions;
}

/** Whether the page received a role.updated frame whose menu no longer holds `title`. */
export const heardWithout = (events: ReturnType<typeof socketEvents>, title: string) =>
  events.some((frame) => frame.event === 'role.updated' && !menuItem(frame.data.menu, title));
