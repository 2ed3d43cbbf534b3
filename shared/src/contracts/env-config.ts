/** The run-time configuration the server publishes at `/env-config.json`. */
export interface EnvConfig {
  apiBase: string;
  productTitle: string;
  realtime: {
    key: string;
    /** null: the same host as the page. */
    host: string | null;
    /** null: the same port as the page. */
    port: number | null;
  };
  /** Each remote's manifest URL, by container name. */
  remotes: Record<RemoteName, string>;
  /**
   * Offers the language switcher (en, fr, ar besides Spanish). Off unless the configuration
   * enables it (PRODUCT.md); a server that does not send it leaves it off.
   */
  languageSwitcher?: boolean;
}

export const remoteNames = ['remote_cv', 'remote_company', 'remote_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
