import path from 'node:path';

/** The monorepo's root folder, whose apps the build reads and whose node_modules holds its cache. */
export const repoRoot = path.resolve(__dirname, '../..');
