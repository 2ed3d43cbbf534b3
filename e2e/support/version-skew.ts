import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './portal-server';

/**
 * A deployment where remote-admin was built against a NEWER @portal/shared than the running
 * shell: shared/ copied with the next minor version and one new kit export, remote-admin copied
 * with a screen that uses it, built with the one build factory (production, no brotli), next to
 * the shell and the other remotes as they are built in the repo.
 *
 * It lives under e2e/.artifacts so that everything else (antd, react…) resolves from the repo's
 * node_modules exactly as in the real build.
 */
export const skewRoot = path.join(repoRoot, 'e2e', '.artifacts', 'version-skew');

export interface SkewedDeployment {
  /** STATIC_ROOT for the server: shell/, remote-cv/, remote-company/ as built, remote-admin/ skewed. */
  staticRoot: string;
  shellKitVersion: string;
  remoteKitVersion: string;
}

const nextMinor = (version: string) => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
};

/** The new kit export: a component the shell's kit does not have. */
const kitBadge = (version: string) => `import { Tag } from 'antd';

/** New in ${version}: only remotes built against this kit have it. */
export function KitBadge() {
  return <Tag color="processing">Kit ${version}</Tag>;
}
`;

/**
 * The remote's screen: the new kit export; antd components the shell never renders itself
 * (Progress, DatePicker: the shell offers them to the remotes); and a form whose fields come from the kit's field
 * adapters (here the remote's own 0.2.0 copy, like the rest of its kit) inside the remote's own
 * <Formik>, both on the one shared formik.
 */
const skewScreen = `import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { Button, DatePicker, Progress, Typography } from 'antd';
import { KitBadge } from '@portal/shared/kit';
import { TextField } from '@portal/shared/kit/basic-fields';

const schema = yup.object({ name: yup.string().trim().required('Escribe un nombre') });

export function VersionSkewScreen() {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section>
      <Typography.Title level={2}>Pantalla con kit nuevo</Typography.Title>
      <KitBadge />
      <Progress percent={40} aria-label="Avance" />
      <DatePicker aria-label="Fecha de inicio" />
      <Formik initialValues={{ name: '' }} validationSchema={schema} onSubmit={(values) => setSaved(values.name)}>
        <Form noValidate>
          <TextField name="name" label="Nombre del catálogo" />
          <Button type="primary" htmlType="submit">
            Guardar
          </Button>
        </Form>
      </Formik>
      {saved && <p>Guardado: {saved}</p>}
    </section>
  );
}
`;

const skewRoutes = `import { createRemoteRoutes, type RemoteArea } from '@portal/shared';
import { VersionSkewScreen } from './version-skew-screen';

// /admin/users is in the administrator's menu, so the shell's guard lets the test in.
export const areas: RemoteArea[] = [{ prefix: 'admin', routes: [{ path: 'users', title: 'menu.adm-users', element: <VersionSkewScreen /> }] }];

export default createRemoteRoutes(areas, {});
`;

const skewConfig = (factory: string) => `import { createAppConfig } from ${JSON.stringify(factory)};

export default createAppConfig({
  name: 'remote_admin',
  dir: __dirname,
  port: 3003,
  exposes: { './routes': './src/version-skew-routes.tsx' },
});
`;

/** Copies sources only: not what npm installed nor what a build left. */
const sourcesOnly = (source: string) => !/(^|[\\/])(node_modules|dist)([\\/]|$)/.test(path.relative(repoRoot, source));

/** Builds the skewed deployment (a few seconds) and says where it is. */
export function buildSkewedDeployment(): SkewedDeployment {
  rmSync(skewRoot, { recursive: true, force: true });
  mkdirSync(path.join(skewRoot, 'node_modules', '@portal'), { recursive: true });

  // shared/ at the next minor version, with one more kit component.
  const shared = path.join(skewRoot, 'shared');
  cpSync(path.join(repoRoot, 'shared'), shared, { recursive: true, filter: sourcesOnly });
  const sharedPackageFile = path.join(shared, 'package.json');
  const sharedPackage = JSON.parse(readFileSync(sharedPackageFile, 'utf8')) as { version: string };
  const shellKitVersion = sharedPackage.version;
  const remoteKitVersion = nextMinor(shellKitVersion);
  writeFileSync(sharedPackageFile, JSON.stringify({ ...sharedPackage, version: remoteKitVersion }, null, 2));
  writeFileSync(path.join(shared, 'src', 'kit', 'kit-badge.tsx'), kitBadge(remoteKitVersion));
  const kitIndex = path.join(shared, 'src', 'kit', 'index.ts');
  writeFileSync(kitIndex, `${readFileSync(kitIndex, 'utf8')}export { KitBadge } from './kit-badge';\n`);
  // The copied remote resolves '@portal/shared' to the copy (as npm workspaces link it).
  symlinkSync(shared, path.join(skewRoot, 'node_modules', '@portal', 'shared'), 'dir');

  // remote-admin with the screen above.
  const remote = path.join(skewRoot, 'remote-admin');
  cpSync(path.join(repoRoot, 'remote-admin'), remote, { recursive: true, filter: sourcesOnly });
  writeFileSync(path.join(remote, 'src', 'version-skew-screen.tsx'), skewScreen);
  writeFileSync(path.join(remote, 'src', 'version-skew-routes.tsx'), skewRoutes);
  writeFileSync(path.join(remote, 'rspack.config.ts'), skewConfig(path.join(repoRoot, 'rspack.config.base.ts')));
  const built = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--mode', 'production', '--env', 'noBrotli'],
    { cwd: remote, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`The skewed remote-admin did not build:\n${built.stdout}\n${built.stderr}`);

  // The shell and the other remotes, as built in the repo.
  for (const app of ['shell', 'remote-cv', 'remote-company']) symlinkSync(path.join(repoRoot, app), path.join(skewRoot, app), 'dir');
  return { staticRoot: skewRoot, shellKitVersion, remoteKitVersion };
}
