import type { Config } from 'jest';

/** ESM-only packages that SWC must turn into CommonJS for Jest. */
const esmPackages = [
  '@ant-design/colors',
  '@ant-design/fast-color',
  'redux-persist-transform-encrypt',
  'ky',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'typebox',
  '@fastify/type-provider-typebox',
  'content-disposition', // ESM-only since 3.0, required by @fastify/static
  'cookie', // 2.x is ESM-only; light-my-request (Fastify's inject) nests it
  // ESM-only dependencies of msw.
  'rettime',
  '@open-draft',
  '@mswjs',
  'until-async',
  // pg-boss (the server's job queue) and its ESM-only error serializer.
  'pg-boss',
  'serialize-error',
  'non-error',
];

const transform: Config['transform'] = {
  '^.+\\.(t|j|mj|cj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// Also matches one level of nesting (node_modules/light-my-request/node_modules/cookie).
const transformIgnorePatterns = [`/node_modules/(?!(?:[^/]+/node_modules/)?(?:${esmPackages.join('|')})/)`];

const uiProject = (dir: string): Config =>
  ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: '<rootDir>/../build/jest/jsdom-environment.cjs',
    // MSW's node entry is not a browser export; resolve packages as Node would.
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFilesAfterEnv: ['<rootDir>/../build/jest/setup-ui.ts'],
    transform,
    transformIgnorePatterns,
    moduleNameMapper: {
      '\\.(css|svg|png|woff2?)$': '<rootDir>/../build/jest/file-stub.cjs',
      // Code imports antd components by name ('antd' resolves to its CommonJS build here; the
      // bundler rewrites them to per-component paths); the few by-path imports left (locale
      // data in shared) are taken from the CommonJS build too.
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@portal/contracts$': '<rootDir>/../contracts/src/index.ts',
      '^@portal/contracts/schemas$': '<rootDir>/../contracts/src/schemas/index.ts',
    },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  }) as Config;

const config: Config = {
  // Screen tests click through whole forms; on a loaded 2-core machine (load average 8–17 seen
  // while several engineers build) one such test took over 30 s. A limit, not a timing assertion.
  testTimeout: 90_000,
  // Jest's default on 2 cores is one worker; two ran the remote-company and remote-admin suites
  // in 54 s instead of 83 s (the server's suites wait on the databases half the time). Each
  // server suite makes its own database, so parallel workers never share one.
  maxWorkers: 2,
  projects: [
    uiProject('shared'),
    uiProject('shell'),
    uiProject('remote-cv'),
    uiProject('remote-company'),
    uiProject('remote-admin'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      moduleNameMapper: {
        '^@portal/contracts$': '<rootDir>/../contracts/src/index.ts',
        '^@portal/contracts/schemas$': '<rootDir>/../contracts/src/schemas/index.ts',
      },
    },
    {
      // The build workspace: the factory's parts, antd's style split and loaders, the dependency check.
      displayName: 'build',
      rootDir: '<rootDir>/build',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'contracts',
      rootDir: '<rootDir>/contracts',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ],
};

export default config;
