// The session shapes the server sends at login (spec §3), derived from the one contract.
import type { SessionData } from '@portal/contracts/schemas';

export type { MenuIcon, MenuItem, MenuPermissions, Role, SessionUser } from '@portal/contracts/schemas';

/** What login and `user/me` answer; the client keeps it as its session. */
export type LoginData = SessionData;
