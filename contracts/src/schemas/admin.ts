import { Type, type Static } from 'typebox';
import { iconSets } from '../menu-titles.ts';
import { companyReviewStatuses, companyStatuses, userStatuses } from '../statuses.ts';
import { rejectionReasonRule } from '../company-review.ts';
import { Id, Nullable, Page, pageQuery, RuleText, StrictObject, Text } from './common.ts';
import { Email, MenuIcon, MenuPermissions, NewPassword, Role } from './session.ts';

const Timestamp = Type.String({ description: 'ISO-8601, UTC' });
const UserStatus = Type.Enum(userStatuses);
const Dni = Nullable(Text({ minLength: 1, maxLength: 20 }));
const Name = Text({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' });

export const CompanyView = Type.Object({
  ruc: Type.String(),
  empresa: Type.String(),
  descripcion: Type.String(),
  representante: Type.String(),
  pais: Type.String(),
  provincia: Nullable(Type.String()),
  ciudad: Type.String(),
  telefono: Type.String(),
  web: Nullable(Type.String()),
  cargo: Type.String(),
  telcontacto: Type.String(),
  nomcontacto: Type.String(),
  status: Type.Enum(companyStatuses),
  reviewed_by: Nullable(Type.Integer()),
  reviewed_at: Nullable(Timestamp),
  /** Why the company was rejected; null unless it was. */
  motivo_rechazo: Nullable(Type.String()),
  /** When an administrator suspended the company, and why (PRODUCT.md "Confianza"); null when it is not. */
  suspendida_at: Type.Optional(Nullable(Timestamp)),
  motivo_suspension: Type.Optional(Nullable(Type.String())),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const UserView = Type.Object({
  id_us: Type.Integer(),
  name_us: Type.String(),
  email: Type.String(),
  dni: Nullable(Type.String()),
  dni_type: Nullable(Type.Enum(['cedula', 'pasaporte', 'ruc'])),
  role: Role,
  status: UserStatus,
  email_verified_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  company: Nullable(CompanyView),
});

export type UserView = Static<typeof UserView>;

export const UserPage = Page(UserView);

export const UserQuery = StrictObject({
  search: Type.Optional(Text({ maxLength: 100 })),
  role_id: Type.Optional(Id),
  status: Type.Optional(UserStatus),
  /** Companies in this review status only (`pendiente`: those awaiting approval). */
  approval: Type.Optional(Type.Enum(companyStatuses)),
  ...pageQuery,
});

export const NewUserBody = StrictObject({
  name_us: Name,
  email: Email,
  password: NewPassword,
  role_id: Id,
  dni: Type.Optional(Dni),
  /** A Tutor académico's university and careers (role 4 only; API.md "Wave 3: points fixed"). */
  universidad_id: Type.Optional(Id),
  carreras: Type.Optional(Type.Array(Text({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 50 })),
});
export type NewUserBody = Static<typeof NewUserBody>;

export const UserChangesBody = Type.Object(
  {
    name_us: Type.Optional(Name),
    email: Type.Optional(Email),
    password: Type.Optional(NewPassword),
    role_id: Type.Optional(Id),
    dni: Type.Optional(Dni),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserChangesBody = Static<typeof UserChangesBody>;

export const StatusBody = StrictObject({ status: UserStatus });
/** A rejection needs its reason (`motivo`, 10–500 characters: contracts/src/company-review.ts); an approval clears it. */
export const ReviewBody = StrictObject({
  status: Type.Enum(companyReviewStatuses),
  motivo: Type.Optional(Nullable(RuleText({ ...rejectionReasonRule, required: false }))),
});
export type ReviewBody = Static<typeof ReviewBody>;

export const RoleView = Type.Object({
  id_ro: Type.Integer(),
  name_ro: Type.String(),
  users: Type.Integer(),
  /** Administrador, Empresa and Estudiante cannot be deleted. */
  system: Type.Boolean(),
});
export type RoleView = Static<typeof RoleView>;
/**
 * A role the users screen offers. `assignable`: the caller may give it to an account, and manage
 * the accounts that hold it; `credentials`: it may also set such an account's password and e-mail
 * (PRODUCT.md "Delegated administration": only when the role holds no admin-area item).
 */
export const RoleOption = Type.Object({
  id_ro: Type.Integer(),
  name_ro: Type.String(),
  assignable: Type.Boolean(),
  credentials: Type.Boolean(),
});
export type RoleOption = Static<typeof RoleOption>;

/** A role the permissions screen offers; a read-only one says why (`reason`, Spanish). */
export const PermissionRole = Type.Object({
  id_ro: Type.Integer(),
  name_ro: Type.String(),
  editable: Type.Boolean(),
  reason: Nullable(Type.String()),
});
export type PermissionRole = Static<typeof PermissionRole>;

export const RoleBody = StrictObject({ name_ro: Text({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }) });

export const MenuView = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  title: Type.String(),
  path: Nullable(Type.String()),
  icon: Nullable(MenuIcon),
  parent_id: Nullable(Type.Integer()),
  order: Type.Integer(),
});
export type MenuView = Static<typeof MenuView>;

const menuInput = {
  name: Type.Optional(Nullable(Text({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }))),
  path: Type.Optional(Nullable(Text({ minLength: 1, maxLength: 200, pattern: '^/[^\\s\\u0000]*$' }))),
  icon: Type.Optional(Nullable(StrictObject({ set: Type.Enum(iconSets), name: Text({ minLength: 1, maxLength: 100 }) }))),
  parent_id: Type.Optional(Nullable(Id)),
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
};
/** The i18n key the client translates as `menu.{title}`. */
const MenuTitle = Text({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' });

export const NewMenuBody = StrictObject({ title: MenuTitle, ...menuInput });
export type NewMenuBody = Static<typeof NewMenuBody>;
export const MenuChangesBody = Type.Object(
  { title: Type.Optional(MenuTitle), ...menuInput },
  { additionalProperties: false, minProperties: 1 },
);
export type MenuChangesBody = Static<typeof MenuChangesBody>;

export const PermissionView = Type.Object({
  menu_id: Type.Integer(),
  title: Type.String(),
  name: Nullable(Type.String()),
  parent_id: Nullable(Type.Integer()),
  granted: Type.Boolean(),
  permissions: MenuPermissions,
});
export type PermissionView = Static<typeof PermissionView>;

export const FlagsBody = StrictObject({ c: Type.Boolean(), u: Type.Boolean(), d: Type.Boolean(), x: Type.Boolean() });
export type FlagsBody = Static<typeof FlagsBody>;
export const GrantBody = StrictObject({ menu_id: Id, c: Type.Boolean(), u: Type.Boolean(), d: Type.Boolean(), x: Type.Boolean() });

export const RoleMenuParams = StrictObject({ id: Id, menuId: Id });
