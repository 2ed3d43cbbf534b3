// The run-time configuration the server publishes at `/env-config.json`, from the one contract.
export type { EnvConfig } from '@portal/contracts/schemas';
export { remoteNames, type RemoteName } from '@portal/contracts';
