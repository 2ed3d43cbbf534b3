/**
 * The kit's federation modules: shared by version, so an app built against a kit the running
 * one does not satisfy runs its own copy (see build/src/shared-modules.ts and kit-version-plugin.ts).
 */
export const versionedKitModules = [
  '@portal/shared/kit',
  '@portal/shared/kit/basic-fields',
  '@portal/shared/kit/form-screen',
  '@portal/shared/kit/list-screen',
] as const;
