// One lint configuration for the whole monorepo (ESLint flat config). Formatting is Prettier's
// job (`npm run format`); eslint-config-prettier switches off every rule that would fight it.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'remote-cv', 'remote-company', 'remote-admin'];
const remotes = apps.filter((app) => app.startsWith('remote-'));
const uiWorkspaces = ['shared', ...apps];

/** `no-restricted-paths` zones: who may not import whom (paths from the repository root). */
const zones = [
  // A remote never reaches into the shell or another remote: each deploys on its own.
  ...remotes.map((remote) => ({
    target: `./${remote}/src`,
    from: apps.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'Un remoto importa solo de @portal/shared, nunca del shell ni de otro remoto.',
  })),
  // The shell loads remotes at run time through Module Federation, never by import.
  { target: './shell/src', from: remotes.map((remote) => `./${remote}`), message: 'El shell carga los remotos con Module Federation.' },
  // shared and contracts are libraries: they import no app.
  { target: './shared/src', from: [...apps.map((app) => `./${app}`), './server'], message: 'shared no importa ninguna app.' },
  {
    target: './contracts/src',
    from: [...apps.map((app) => `./${app}`), './shared', './server'],
    message: 'contracts no importa ninguna app.',
  },
  // The front end never imports server code (the contract is the only bridge).
  ...uiWorkspaces.map((ws) => ({
    target: `./${ws}/src`,
    from: './server',
    message: 'El front end comparte con el servidor solo @portal/contracts.',
  })),
  // Server layers: routes → services → repositories, never back.
  {
    target: './server/src/services',
    from: ['./server/src/routes', './server/src/plugins'],
    message: 'Los servicios no importan rutas ni plugins.',
  },
  // Services raise the domain's refusals (domain/errors.ts); one plugin answers them with a status.
  // The request's cookies are read where the service context is built from the request.
  {
    target: ['./server/src/services', './server/src/domain', './server/src/jobs'],
    from: './server/src/http',
    except: ['./cookies.ts'],
    message: 'Los servicios lanzan errores del dominio (domain/errors.ts), sin códigos HTTP: no importan http/.',
  },
  {
    target: './server/src/db',
    from: ['./server/src/routes', './server/src/services', './server/src/plugins'],
    message: 'Los repositorios no importan servicios, rutas ni plugins.',
  },
  // The seeds are data: the caller hands them what they need of auth (the password hash).
  { target: './server/src/db/seed', from: './server/src/auth', message: 'Los seeds no importan auth/: reciben lo que necesitan.' },
  // Inside the shell: imports flow common → features → app, and the frame knows no feature.
  {
    target: './shell/src/features',
    from: './shell/src/app',
    message: 'Una feature del shell no importa app/: lo compartido va a common/.',
  },
  {
    target: './shell/src/layouts',
    from: './shell/src/features',
    message: 'El layout no importa features: lo compartido va a common/.',
  },
];

/** A package's common/ is what its features share: it imports none of them, nor the shell's app/. */
const commonZones = apps
  .filter((app) => existsSync(new URL(`./${app}/src/common`, import.meta.url)))
  .map((app) => ({
    target: `./${app}/src/common`,
    from: [`./${app}/src/features`, ...(app === 'shell' ? ['./shell/src/app', './shell/src/layouts'] : [])],
    message: 'common/ es lo que comparten las features: no importa features (ni app/ o layouts/ del shell).',
  }));

/** A package's features never import each other: what two share goes to its common/ (or the kit). */
const featureZones = apps.flatMap((app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: feature }) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Una feature no importa otra: lo que comparten va a common/ del paquete o al kit de shared.',
    })),
);

/**
 * A test's helpers may build on another feature's fakes (the offers' screens need the CV's
 * catalogs served): the features' boundaries hold for their code, not for their tests.
 */
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The build's prerender bundle (shell/scripts/prerender.mjs).
      '**/dist-prerender/**',
      '**/coverage/**',
      'data/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
      '**/@mf-types/**',
      '**/.mf/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...commonZones, ...featureZones] }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: uiWorkspaces.map((ws) => `${ws}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      // antd is reached by name from 'antd' (the build shares it per component); never its CommonJS build.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['antd/lib', 'antd/lib/*'], message: "Importa los componentes de antd por nombre desde 'antd'." },
            {
              group: ['react-router', 'react-router-dom'],
              message: 'El enrutamiento llega por @portal/shared/router (una sola instancia).',
            },
          ],
        },
      ],
      // no-restricted-imports does not see import(): the router's door holds for those too.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^react-router(-dom)?(\\/|$)/]',
          message: 'El enrutamiento llega por @portal/shared/router (una sola instancia).',
        },
      ],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...commonZones] }] },
  },
  {
    // Import cycles in the server make start-up order fragile; keep the layers acyclic.
    files: ['server/src/**/*.ts', 'contracts/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The door itself is where React Router is imported.
    files: ['shared/src/router/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Migrations take Kysely<any> on purpose: they must not depend on today's schema types.
    files: ['server/src/db/migrations/**/*.ts', 'server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Blocking scripts copied as they are into the page (no bundler, no modules).
    files: ['shell/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['server/src/cli/**/*.ts', 'server/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', 'build/jest/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { 'no-console': 'off' },
  },
  prettier,
);
