import path from 'node:path';
import { repoRoot } from './repo-root';
import {
  importedPackages,
  type PackageJson,
  repositoryPackages,
  repositoryUnlistedImports,
  repositoryUnusedListings,
  sourceFilesUnder,
  unlistedImports,
  unlistedPeers,
  unusedListings,
  versionConflicts,
} from './workspace-dependencies';

describe('each package.json lists what its workspace imports', () => {
  it('reads the packages a file imports, in every form, and no path or Node module', () => {
    const text = [
      "import React from 'react';",
      "import type { Rule } from 'antd/es/form';",
      "import { inner } from '@scope/package/inner';",
      "export { answer } from 'exported';",
      "const later = () => import('dynamic');",
      "const loader = require('required');",
      "import path from 'node:path';",
      "import fs from 'fs';",
      "import local from './local';",
      "import '@portal/antd-styles/base.css';",
    ].join('\n');
    expect(importedPackages(text).sort()).toEqual(['@scope/package', 'antd', 'dynamic', 'exported', 'react', 'required']);
  });

  it('reports a package a file imports that its package.json lists nowhere', () => {
    const remote: PackageJson = {
      name: '@portal/remote-x',
      dependencies: { react: '19.3.1' },
      peerDependencies: { antd: '6.6.8' },
      devDependencies: { msw: '2.15.0' },
    };
    const files = [
      {
        file: 'src/screen.tsx',
        text: "import { useState } from 'react';\nimport { Button } from 'antd';\nimport { offerFields } from '@portal/contracts';",
      },
      { file: 'src/screen.test.tsx', text: "import { http } from 'msw';\nimport { screen } from '@portal/remote-x';" },
    ];
    expect(unlistedImports(remote, files)).toEqual([{ file: 'src/screen.tsx', name: '@portal/contracts' }]);
  });

  it('reads every workspace (remote-company imports @portal/contracts)', () => {
    const files = sourceFilesUnder(path.join(repoRoot, 'remote-company'));
    expect(files.some(({ text }) => importedPackages(text).includes('@portal/contracts'))).toBe(true);
    expect(files.some(({ file }) => file.split(path.sep).includes('node_modules'))).toBe(false);
  });

  it('finds no unlisted import in the repository', () => {
    expect(repositoryUnlistedImports(repoRoot)).toEqual([]);
  });
});

describe('each package.json lists only what its workspace uses', () => {
  const installed = (name: string): PackageJson | undefined =>
    ({
      '@rspack/cli': { bin: { rspack: './bin/rspack.js' }, peerDependencies: { '@rspack/core': '2', '@rspack/dev-server': '2' } },
      tsx: { bin: { tsx: './dist/cli.mjs' } },
      '@swc/jest': { peerDependencies: { '@swc/core': '1' } },
    })[name];

  it('reports a listed package that no file imports or names, no script runs and nothing takes as a peer', () => {
    const app: PackageJson = {
      scripts: { build: 'rspack build --mode production', dev: 'rspack serve' },
      dependencies: { react: '19.3.1', chartist: '1.0.0' },
      devDependencies: {
        '@rspack/cli': '2.2.8',
        '@rspack/core': '2.2.9',
        '@rspack/dev-server': '2.2.2',
        '@swc/jest': '0.2.39',
        '@swc/core': '1.16.18',
        '@types/react': '19.2.0',
        '@types/node': '20.19.0',
        '@types/lodash': '4.17.0',
        tsx: '4.23.15',
      },
    };
    const files = [{ file: 'jest.config.ts', text: "import { useState } from 'react';\nexport default { transform: ['@swc/jest'] };" }];
    expect(unusedListings(app, files, installed).sort()).toEqual(['@types/lodash', 'chartist', 'tsx']);
  });

  it('finds none in the repository but the two the server lists for its owners to decide', () => {
    // Imported by nothing today (server/src/http/cookies.ts reads cookies by hand); server/package.json
    // belongs to the server's owners. Take them out of here when they go or come into use.
    const leftToTheServer = ['@fastify/cookie', '@fastify/rate-limit'];
    const unused = repositoryUnusedListings(repoRoot);
    expect(unused).toEqual(Object.fromEntries(Object.keys(unused).map((dir) => [dir, dir === 'server' ? leftToTheServer : []])));
  });
});

describe('the package.json files agree', () => {
  it('reports a package two workspaces ask for in different versions', () => {
    const packages = new Map<string, PackageJson>([
      ['shell', { dependencies: { react: '19.3.1', antd: '6.6.8' } }],
      ['remote-cv', { dependencies: { react: '19.3.0', antd: '6.6.8' } }],
    ]);
    expect(versionConflicts(packages)).toEqual([{ name: 'react', versions: { shell: '19.3.1', 'remote-cv': '19.3.0' } }]);
  });

  it('asks for one version of each package, so npm installs one copy', () => {
    expect(versionConflicts(repositoryPackages(repoRoot))).toEqual([]);
  });

  it('reports a peer of @portal/shared that an app does not list as a dependency', () => {
    const shared: PackageJson = { peerDependencies: { react: '19.3.1', dayjs: '^1.11.13' } };
    expect(unlistedPeers({ dependencies: { react: '19.3.1' }, devDependencies: { dayjs: '^1.11.13' } }, shared)).toEqual(['dayjs']);
  });

  it('has each app list every singleton @portal/shared takes as a peer (Module Federation shares it at that version)', () => {
    const packages = repositoryPackages(repoRoot);
    const shared = packages.get('shared')!;
    expect(Object.keys(shared.peerDependencies ?? {})).toEqual(expect.arrayContaining(['react', 'antd']));
    const apps = [...packages].filter(([, pkg]) => pkg.dependencies?.['@portal/shared']);
    expect(apps.map(([dir]) => dir).sort()).toEqual(['remote-admin', 'remote-company', 'remote-cv', 'shell']);
    expect(Object.fromEntries(apps.map(([dir, pkg]) => [dir, unlistedPeers(pkg, shared)]))).toEqual({
      shell: [],
      'remote-cv': [],
      'remote-company': [],
      'remote-admin': [],
    });
  });
});
