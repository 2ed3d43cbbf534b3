import { Type, type Static } from 'typebox';
import { commonPasswordKeyword } from '../field-rules.ts';
import { iconSets } from '../menu-titles.ts';
import { Nullable, RuleText, StrictObject } from './common.ts';

export const Email = RuleText('email');
/** A password being chosen: the password rule, and none of the most common ones (server-side). */
export const NewPassword = RuleText('password', { [commonPasswordKeyword]: true });

/** A menu icon: its set (Tabler, Font Awesome or Material) and its name in that set. */
export const MenuIcon = Type.Object({
  set: Type.Enum(iconSets),
  name: Type.String(),
});
export type MenuIcon = Static<typeof MenuIcon>;

export const MenuPermissions = Type.Object({
  c: Type.Boolean(),
  u: Type.Boolean(),
  d: Type.Boolean(),
  x: Type.Boolean(),
});
export type MenuPermissions = Static<typeof MenuPermissions>;

const menuFields = {
  id: Type.Integer(),
  /** Route name; null for a group that only holds children. */
  name: Nullable(Type.String()),
  /** i18n key of the title (`main_info`), translated by the client as `menu.{title}`. */
  title: Type.String(),
  path: Nullable(Type.String()),
  icon: Nullable(MenuIcon),
  permissions: MenuPermissions,
};

export const MenuFields = Type.Object(menuFields);

/**
 * A menu item. The schema allows one level of children (the menu nests one level only); the
 * type is recursive so code that walks the tree treats a child as an item.
 */
export type MenuItem = Static<typeof MenuFields> & { children: MenuItem[] };
const MenuChild = Type.Object({ ...menuFields, children: Type.Array(Type.Unknown(), { maxItems: 0 }) });
export const MenuItem = Type.Unsafe<MenuItem>(Type.Object({ ...menuFields, children: Type.Array(MenuChild) }));

export const Role = Type.Object({ id_ro: Type.Integer(), name_ro: Type.String() });
export type Role = Static<typeof Role>;

export const SessionUser = Type.Object({
  id_us: Type.Integer(),
  name_us: Type.String(),
  role: Role,
});
export type SessionUser = Static<typeof SessionUser>;

/** The user and the role's menu (with its flags): what login, `user/me` and `role.updated` build on. */
export const SessionView = Type.Object({ menu: Type.Array(MenuItem), user: SessionUser });
export type SessionView = Static<typeof SessionView>;

/** What login and GET user/me answer (the client keeps it as its session: LoginData). */
export const SessionData = Type.Object({
  menu: Type.Array(MenuItem),
  user: SessionUser,
  token: Type.String(),
  /**
   * The user has not accepted the current privacy notice: until POST user/privacy-consent, every
   * call but user/me, logout and the notice's own answers 403 `privacy_consent_required`.
   * Always sent by the server; optional for clients built before it.
   */
  privacy_consent_required: Type.Optional(Type.Boolean()),
});
export type SessionData = Static<typeof SessionData>;

export const LoginBody = StrictObject({
  email: Email,
  password: RuleText('login_password'),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;
