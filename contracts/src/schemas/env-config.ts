import { Type, type Static } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** What the shell reads at start, so one build of it deploys anywhere. */
export const EnvConfig = Type.Object({
  apiBase: Type.String(),
  productTitle: Type.String(),
  languageSwitcher: Type.Boolean(),
  realtime: Type.Object({
    key: Type.String(),
    /** null: use the page's own host / port. */
    host: NullableString,
    port: Type.Union([Type.Integer(), Type.Null()]),
  }),
  /** Module Federation manifest URL of each remote. */
  remotes: Type.Object({
    remote_cv: Type.String(),
    remote_company: Type.String(),
    remote_admin: Type.String(),
  }),
});

export type EnvConfig = Static<typeof EnvConfig>;
