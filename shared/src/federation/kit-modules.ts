/**
 * The kit's federation modules: shared by version, so an app built against a kit the running
 * one does not satisfy runs its own copy (see build/src/shared-modules.ts and kit-version-plugin.ts).
 */
export const versionedKitModules = [
  '@portal/shared/kit',
  '@portal/shared/kit/fields',
  '@portal/shared/kit/forms',
  '@portal/shared/kit/list',
] as const;
