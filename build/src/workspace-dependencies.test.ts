import path from 'node:path';
import { repoRoot } from './repo-root';
import {
  importedPackages,
  type PackageJson,
  repositoryPackages,
  repositoryUnlistedImports,
  sourceFilesUnder,
  unlistedImports,
  unlistedPeers,
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
