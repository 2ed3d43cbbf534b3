import { Type } from 'typebox';
import { Nullable, RuleText, StrictObject, Text } from './common.ts';
import { Email, NewPassword } from './session.ts';

// Lengths, patterns and messages of these fields: contracts/src/field-rules.ts; the documents'
// own checks (identity-documents.ts) run in the signup service once the field rule passes.
export const DniBody = StrictObject({ dni: RuleText('dni') });

export const DniCheck = Type.Object({
  dni: Type.String(),
  tipo: Type.Enum(['cedula', 'pasaporte', 'ruc']),
  disponible: Type.Boolean(),
});

/** The privacy notice's acceptance (LOPDP): required, `true`; the current version is recorded. */
export const AceptaPrivacidad = Type.Literal(true);

export const StudentSignupBody = StrictObject({
  dni: RuleText('dni'),
  email: Email,
  password: NewPassword,
  acepta_privacidad: AceptaPrivacidad,
});

/** The company fields of spec §3, plus the account's e-mail and password. */
export const CompanySignupBody = StrictObject({
  ruc: RuleText('ruc'),
  empresa: RuleText('empresa'),
  descripcion: RuleText('descripcion'),
  representante: RuleText('representante'),
  pais: RuleText('pais'),
  /** Required when pais is EC: a province code 01–24. */
  provincia: Type.Optional(Nullable(RuleText('provincia'))),
  ciudad: RuleText('ciudad'),
  telefono: RuleText('telefono'),
  web: Type.Optional(Nullable(RuleText('web'))),
  cargo: RuleText('cargo'),
  telcontacto: RuleText('telcontacto'),
  nomcontacto: RuleText('nomcontacto'),
  email: Email,
  password: NewPassword,
  acepta_privacidad: AceptaPrivacidad,
});

export const SignupData = Type.Object({ email: Type.String() });

/** A verification's answer: `already_verified` when the link was used and the account is verified. */
export const VerifyData = Type.Object({ email: Type.String(), already_verified: Type.Optional(Type.Literal(true)) });

export const VerifyBody = StrictObject({ hash: Text({ minLength: 1, maxLength: 200 }) });

export const ResendBody = StrictObject({ email: Email });
