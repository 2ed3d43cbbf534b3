import { Type } from 'typebox';
import { Nullable, StrictObject, Text } from './common.ts';
import { Email, NewPassword } from './session.ts';

/** Letters (accented ones and ñ included), spaces and apostrophes (spec §5). */
const PersonName = Text({ minLength: 2, maxLength: 150, pattern: "^[A-Za-zÀ-ÖØ-öø-ÿ'\\s]+$" });
const Required = (maxLength: number) => Text({ minLength: 1, maxLength, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' });

export const DniBody = StrictObject({ dni: Text({ minLength: 1, maxLength: 20 }) });

export const DniCheck = Type.Object({
  dni: Type.String(),
  tipo: Type.Enum(['cedula', 'pasaporte', 'ruc']),
  disponible: Type.Boolean(),
});

export const StudentSignupBody = StrictObject({
  dni: Text({ minLength: 1, maxLength: 20 }),
  email: Email,
  password: NewPassword,
});

/** The company fields of spec §3, plus the account's e-mail and password. */
export const CompanySignupBody = StrictObject({
  ruc: Text({ minLength: 1, maxLength: 13 }),
  empresa: Required(200),
  descripcion: Required(2000),
  representante: PersonName,
  pais: Text({ maxLength: 2, pattern: '^[A-Za-z]{2}$' }),
  /** Required when pais is EC: a province code 01–24. */
  provincia: Type.Optional(Nullable(Text({ maxLength: 2, pattern: '^\\d{2}$' }))),
  ciudad: Required(100),
  telefono: Text({ maxLength: 20, pattern: '^\\+?\\d{7,15}$' }),
  web: Type.Optional(Nullable(Text({ maxLength: 255, pattern: '^https?://[^\\s]+$' }))),
  cargo: Required(100),
  /** A mobile number: 09 followed by 8 digits (spec §5). */
  telcontacto: Text({ maxLength: 10, pattern: '^09\\d{8}$' }),
  nomcontacto: PersonName,
  email: Email,
  password: NewPassword,
});

export const SignupData = Type.Object({ email: Type.String() });

export const VerifyBody = StrictObject({ hash: Text({ minLength: 1, maxLength: 200 }) });

export const ResendBody = StrictObject({ email: Email });
