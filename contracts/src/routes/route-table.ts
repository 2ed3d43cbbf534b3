import type { MenuTitle } from '../menu-titles.ts';
import type { ScreenLead } from '../prerendered-pages.ts';

/** What a screen shows around its title before its data (ScreenLead): an intro's text by message id. */
export type RouteLead = { kind: 'summary' } | { kind: 'intro'; textId: string };

interface RouteBase {
  /** The whole path, as the router matches it: `/company/my-offers/:id/edit`. */
  path: string;
  lead?: RouteLead;
}

/**
 * One screen of a route table. A screen a seeded menu item leads to names that item (`menu`), whose
 * message `menu.<title>` is the screen's title; any other screen names its title's message id.
 */
export type ScreenRoute = RouteBase & ({ menu: MenuTitle; title?: undefined } | { title: string; menu?: undefined });

/**
 * A remote's screens by name (Ant Design Pro's route table, as plain data): the shell, the server
 * and the remote's build read it here; the remote's routes.tsx pairs each name with its screen.
 */
export type RouteTable = Record<string, ScreenRoute>;

/** Message id of the screen's title. */
export const screenTitle = (route: ScreenRoute): string => (route.menu === undefined ? route.title : `menu.${route.menu}`);

/** The first segment of `path` (`company` for `/company/my-offers`): the area the shell mounts a remote under. */
export const areaPrefixOf = (path: string): string => path.split('/')[1] ?? '';

/** The screen's lead with its text from `messages`; throws when the text is no message (a build error). */
export function screenLeadOf(route: ScreenRoute, messages: Record<string, string>): ScreenLead | undefined {
  if (!route.lead) return undefined;
  if (route.lead.kind === 'summary') return { kind: 'summary', text: '' };
  const text = messages[route.lead.textId];
  if (text === undefined) throw new Error(`${route.path}: its lead's text ${route.lead.textId} is no message`);
  return { kind: 'intro', text };
}

/** Each screen's lead by path, for the remote's build (screen-leads.json). */
export const screenLeadsOf = (table: RouteTable, messages: Record<string, string>): Record<string, ScreenLead> =>
  Object.fromEntries(
    Object.values(table).flatMap((route) => {
      const lead = screenLeadOf(route, messages);
      return lead ? [[route.path, lead]] : [];
    }),
  );

/** The names of a path's `:params`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `path` with each `:param` filled in, URL-encoded: `hrefOf('/offers/:id', { id: 12 })` is `/offers/12`. */
export const hrefOf = <P extends string>(path: P, params: Record<PathParams<P>, string | number>): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
