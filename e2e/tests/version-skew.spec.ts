import { expect, test } from '@playwright/test';
import { e2ePort } from '../global-setup';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginAs } from '../support/session';
import { buildSkewedDeployment, type SkewedDeployment } from '../support/version-skew';

/**
 * Remotes deploy on their own: remote-admin built against a newer @portal/shared (a kit
 * component the running shell does not have) must still work inside the older shell.
 */
const skewPort = Number(process.env.E2E_SKEW_PORT ?? e2ePort + 1000);

let deployment: SkewedDeployment;
let server: PortalServer;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  deployment = buildSkewedDeployment();
  server = await startPortalServer(skewPort, { STATIC_ROOT: deployment.staticRoot });
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: `http://127.0.0.1:${skewPort}` });

test('a remote built against a newer shared kit works in the older shell and says so in the console', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await loginAs(page, 'admin');
  await page.goto('/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Pantalla con kit nuevo' })).toBeVisible();

  // The new kit component, from the remote's own copy of the kit.
  await expect(main.getByText(`Kit ${deployment.remoteKitVersion}`)).toBeVisible();

  // antd components the shell itself never rendered (offered by the shell to the remotes and
  // downloaded only now) read the shell's one ConfigProvider: the portal's brand colour and the
  // Spanish (es_ES) locale.
  // (the bar's filled track: antd's own default would be rgb(22, 119, 255))
  await expect(main.getByRole('progressbar', { name: 'Avance' }).locator('.ant-progress-track')).toHaveCSS(
    'background-color',
    'rgb(0, 160, 221)',
  );
  await expect(main.getByRole('textbox', { name: 'Fecha de inicio' })).toHaveAttribute('placeholder', 'Seleccionar fecha');

  // The kit's field adapters inside the remote's own <Formik>, on the one shared formik.
  const name = main.getByRole('textbox', { name: 'Nombre del catálogo' });
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(name).toHaveAccessibleDescription('Escribe un nombre');
  await name.fill('Idiomas');
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(main.getByText('Guardado: Idiomas')).toBeVisible();

  // The shell's first load provides the field adapters (`@portal/shared/kit/basic-fields`, its
  // sign-in screens use them); the remote runs its own newer copy and says so.
  expect(warnings).toContainEqual(
    expect.stringContaining(
      `remote_admin uses its own @portal/shared/kit/basic-fields ${deployment.remoteKitVersion} (shell provides ${deployment.shellKitVersion})`,
    ),
  );
});
