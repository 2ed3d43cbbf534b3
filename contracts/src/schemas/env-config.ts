import { Type, type Static, type TString } from 'typebox';
import type { RemoteName } from '../remotes.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Each remote's manifest URL, by container name (every name of `remoteNames`, no other). */
const remoteUrls = {
  remote_cv: Type.String(),
  remote_company: Type.String(),
  remote_admin: Type.String(),
} satisfies Record<RemoteName, TString>;

/** What the shell reads at start, so one build of it deploys anywhere. */
export const EnvConfig = Type.Object({
  apiBase: Type.String(),
  productTitle: Type.String(),
  /**
   * Offers the language switcher (en, fr, ar besides Spanish). Off unless the configuration
   * enables it (PRODUCT.md); a server that does not send it leaves it off.
   */
  languageSwitcher: Type.Optional(Type.Boolean()),
  realtime: Type.Object({
    key: Type.String(),
    /** null: use the page's own host. */
    host: NullableString,
    /** null: use the page's own port. */
    port: Type.Union([Type.Integer(), Type.Null()]),
  }),
  /** Module Federation manifest URL of each remote. */
  remotes: Type.Object(remoteUrls),
});

export type EnvConfig = Static<typeof EnvConfig>;
