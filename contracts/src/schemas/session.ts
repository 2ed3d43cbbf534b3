import { Type, type Static } from 'typebox';
import { Nullable, RuleText, StrictObject } from './common.ts';

export const Email = RuleText('email');
export const NewPassword = RuleText('password');

export const MenuIcon = Type.Object({
  set: Type.Enum(['tabler', 'fontawesome', 'material']),
  name: Type.String(),
});

export const MenuPermissions = Type.Object({
  c: Type.Boolean(),
  u: Type.Boolean(),
  d: Type.Boolean(),
  x: Type.Boolean(),
});

const menuFields = {
  id: Type.Integer(),
  name: Nullable(Type.String()),
  title: Type.String(),
  path: Nullable(Type.String()),
  icon: Nullable(MenuIcon),
  permissions: MenuPermissions,
};

/** A child item: the menu nests one level only, so its own children list is always empty. */
const MenuChild = Type.Object({ ...menuFields, children: Type.Array(Type.Unknown(), { maxItems: 0 }) });
export const MenuItem = Type.Object({ ...menuFields, children: Type.Array(MenuChild) });

export const SessionUser = Type.Object({
  id_us: Type.Integer(),
  name_us: Type.String(),
  role: Type.Object({ id_ro: Type.Integer(), name_ro: Type.String() }),
});

/** What login and GET user/me answer (shared/src/contracts/session.ts, LoginData). */
export const SessionData = Type.Object({
  menu: Type.Array(MenuItem),
  user: SessionUser,
  token: Type.String(),
});
export type SessionData = Static<typeof SessionData>;

export const LoginBody = StrictObject({
  email: Email,
  password: RuleText('login_password'),
  remember: Type.Optional(Type.Boolean()),
});
