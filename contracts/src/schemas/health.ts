import { Type, type Static } from 'typebox';
import { databaseDialects } from '../statuses.ts';

const DatabaseDialect = Type.Enum(databaseDialects);

export const HealthOk = Type.Object({
  message: Type.String(),
  data: Type.Object({ status: Type.Literal('ok'), db: DatabaseDialect }),
});

export const HealthDown = Type.Object({
  message: Type.String(),
  data: Type.Object({ status: Type.Literal('error'), db: DatabaseDialect }),
});

export type HealthOk = Static<typeof HealthOk>;
export type HealthDown = Static<typeof HealthDown>;
