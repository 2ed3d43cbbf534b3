/** The Module Federation containers of the portal; `/env-config.json` gives each one's manifest URL. */
export const remoteNames = ['remote_cv', 'remote_company', 'remote_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
