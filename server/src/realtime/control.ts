/**
 * What the instances tell each other about sockets, beside channel events: sent through the
 * broadcaster (the redis driver fans it out to every instance) and applied by each hub to its
 * own sockets.
 * - `bind`: socket `socketId` was given a channel signature for access token `tokenId` of user
 *   `userId` (the broadcasting auth endpoint may run on another instance than the socket);
 * - `user`: user `userId` changed. `signedOut`: the user's sockets are closed (4009), except
 *   those bound to `keepTokenId` (the session that changed its own password); otherwise the
 *   sockets drop every `private-roles.{id}` but `roleId`'s;
 * - `session`: access token `tokenId` ended (logout); the sockets bound to it are closed (4009);
 * - `refresh`: messages may have been lost (an instance could not publish during a Redis outage);
 *   every socket on a `private-users.{id}` channel hears `session.refresh` and its page re-reads
 *   its session.
 * - `role`: role `roleId`'s name, menu or flags changed (the hub has nothing to do; what the auth
 *   check keeps is dropped, see plugins/realtime.ts).
 * - `catalog`: a catalog changed (the hub has nothing to do; the kept catalog options are dropped).
 * - `accounts`: a user, a company's profile or a role changed (the hub has nothing to do; the
 *   kept pages of the users list and of the offer search are dropped: an offer shows its
 *   company's name).
 * - `offers`: an offer changed (the hub has nothing to do; the kept pages of the offer search are
 *   dropped).
 */
export type RealtimeControl =
  | { type: 'bind'; socketId: string; tokenId: number; userId: number }
  | { type: 'user'; userId: number; roleId: number | null; signedOut: boolean; keepTokenId?: number }
  | { type: 'session'; tokenId: number }
  | { type: 'refresh' }
  | { type: 'role'; roleId: number }
  | { type: 'catalog' }
  | { type: 'accounts' }
  | { type: 'offers' };
