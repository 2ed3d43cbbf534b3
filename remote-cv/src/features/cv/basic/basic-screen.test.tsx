import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import { api, changeMenu, chooseOption, failure, setupApiServer, validationError, fakeCatalogValue } from '@portal/shared/testing';
import { fullCvMenu, renderCvScreen } from '../testing/render-cv';
import { savedBasic as saved } from '../testing/saved-basic';
import { BasicScreen } from './basic-screen';

const server = setupApiServer();
const anyUniversity = { universidad_id: 1, facultad: 'Facultad de Ingeniería', carrera: 'Ingeniería en Sistemas' };

const renderBasic = (options: Parameters<typeof renderCvScreen>[2] = {}) => renderCvScreen(server, <BasicScreen />, options);
const field = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });
/** Pasted rather than typed key by key: the same events reach the form, the suite runs faster. */
async function fill(user: ReturnType<typeof renderBasic>['user'], name: string, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

describe('/CV/basic', () => {
  it('saves the personal data as one form; the completeness follows', async () => {
    // The contract's sample body, typed and chosen as a person would; the optional phone left empty.
    const sample = { ...cvSampleBodies(anyUniversity).basic, telefono: null };
    const { user, fake } = renderBasic();
    expect(await screen.findByRole('heading', { level: 2, name: 'Información personal' })).toBeInTheDocument();
    expect(await screen.findByText('Hoja de vida completa al 0 %')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nombres' })).toBeInTheDocument();
    await fill(user, 'Nombres', sample.nombres);
    await fill(user, 'Apellidos', sample.apellidos);
    await user.type(field('Fecha de nacimiento'), `${sample.fecha_nacimiento.split('-').reverse().join('/')}{Enter}`);
    await chooseOption(user, combo('Género'), fakeCatalogValue('generos', sample.genero).name);
    await chooseOption(user, combo('Estado civil'), fakeCatalogValue('estados-civiles', sample.estado_civil).name);
    await chooseOption(user, combo('Nacionalidad'), fakeCatalogValue('paises', sample.nacionalidad).name);
    await chooseOption(user, combo('Provincia'), fakeCatalogValue('provincias', sample.provincia).name);
    await waitFor(() => expect(combo('Ciudad')).toBeEnabled());
    await chooseOption(user, combo('Ciudad'), fakeCatalogValue('ciudades', sample.ciudad).name);
    await fill(user, 'Dirección', sample.direccion);
    await fill(user, 'Celular', sample.celular);
    await user.clear(field('Correo electrónico de contacto'));
    await fill(user, 'Correo electrónico de contacto', sample.email);
    await fill(user, 'Perfil profesional', sample.perfil);
    expect(screen.getByText(`${sample.perfil.length} / 1000`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Información personal guardada.')).toBeInTheDocument();
    expect(fake.calls).toEqual([{ method: 'PUT', path: 'basic', body: sample }]);
    expect(await screen.findByText('Hoja de vida completa al 11 %')).toBeInTheDocument();
    // The section saved is no longer listed as missing.
    const missing = screen.getByRole('navigation', { name: 'Secciones por completar' });
    expect(within(missing).queryByRole('link', { name: 'Información personal' })).not.toBeInTheDocument();
  });

  it('checks the spec’s rules before sending, with the server’s words', async () => {
    const { user, fake } = renderBasic({ seed: { basic: saved } });
    const names = await screen.findByRole('textbox', { name: 'Nombres' });
    await user.clear(names);
    await user.type(names, 'María 2');
    await user.clear(field('Celular'));
    await user.type(field('Celular'), '0891234567');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(names).toHaveAccessibleDescription('El campo solo admite letras, espacios y apóstrofos.'));
    expect(field('Celular')).toHaveAccessibleDescription('El campo debe ser un celular válido: 09 seguido de 8 dígitos.');
    expect(fake.calls).toEqual([]);
  });

  it('shows a 422 on the right field and keeps what was typed', async () => {
    const { user } = renderBasic({ seed: { basic: saved } });
    server.use(http.put(api('cv/basic'), () => validationError({ ciudad: ['Seleccione una ciudad de la provincia elegida.'] })));
    const address = await screen.findByRole('textbox', { name: 'Dirección' });
    await user.clear(address);
    await user.type(address, 'Calle Sucre 123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(combo('Ciudad')).toHaveAccessibleDescription('Seleccione una ciudad de la provincia elegida.'));
    expect(address).toHaveValue('Calle Sucre 123');
    expect(screen.queryByText('Información personal guardada.')).not.toBeInTheDocument();
  });

  it('starts a first CV from the account: its e-mail as the contact e-mail, its document read-only', async () => {
    renderBasic();
    expect(await screen.findByRole('textbox', { name: 'Correo electrónico de contacto' })).toHaveValue('maria.quishpe@estudiantes.test');
    const dni = screen.getByRole('textbox', { name: 'Cédula o pasaporte' });
    expect(dni).toHaveValue('1710034065');
    expect(dni).toHaveAttribute('readonly');
    expect(field('Nombres')).toHaveValue('');
  });

  it('shows the account’s document read-only', async () => {
    renderBasic({ seed: { basic: saved } });
    const dni = await screen.findByRole('textbox', { name: 'Cédula o pasaporte' });
    expect(dni).toHaveValue('1710034065');
    expect(dni).toHaveAttribute('readonly');
  });

  it('is read-only without the u flag, and editable as soon as an administrator grants it', async () => {
    const { store } = renderBasic({ seed: { basic: saved }, menu: { main_info: '' } });
    expect(await screen.findByText('Tu rol no permite modificar esta sección.')).toBeInTheDocument();
    expect(field('Nombres')).toBeDisabled();
    expect(combo('Provincia')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva foto')).not.toBeInTheDocument();

    act(() => changeMenu(store, { ...fullCvMenu, main_info: 'u' }));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(field('Nombres')).toBeEnabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderBasic({ seed: { basic: saved } });
    await user.type(await screen.findByRole('textbox', { name: 'Dirección' }), ' 2.º piso');
    act(() => void router.navigate('/CV/languages'));
    expect((await screen.findAllByText('Hay cambios sin guardar. ¿Deseas descartarlos?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/CV/basic');
    expect(field('Dirección')).toHaveValue('Av. 10 de Agosto N24-56 y Colón 2.º piso');

    // Once saved, nothing is unsaved: leaving asks nothing.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Información personal guardada.')).toBeInTheDocument();
    act(() => void router.navigate('/CV/languages'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CV/languages'));
  });
});

describe('the photo', () => {
  const photo = (type: string, bytes: number, name = 'yo.png') => new File([new Uint8Array(bytes)], name, { type });
  const photoInput = () => screen.getByLabelText('Nueva foto');

  it('refuses a photo over 2 MB before sending it', async () => {
    const { user, fake } = renderBasic();
    await screen.findByLabelText('Nueva foto');
    await user.upload(photoInput(), photo('image/png', 3 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('La foto no debe pesar más de 2 MB.');
    expect(fake.calls).toEqual([]);
  });

  it('sends a chosen photo at once and shows it', async () => {
    const { user, fake } = renderBasic();
    expect(await screen.findByText(/Aún no tienes foto/)).toBeInTheDocument();
    await user.upload(photoInput(), photo('image/png', 2048));
    expect(await screen.findByText('Foto actualizada.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Tu foto de la hoja de vida' })).toHaveAttribute(
      'src',
      'http://localhost/api/photos/yo.png',
    );
    expect(fake.calls).toEqual([{ method: 'PUT', path: 'photo', body: 'yo.png' }]);
  });

  it('shows the server’s refusal under the field', async () => {
    const { user } = renderBasic();
    // A body the server measures over 2 MB (413, with the message on foto) and a file that is no image (422).
    server.use(http.put(api('cv/photo'), () => failure(413, 'La foto no debe pesar más de 2 MB.')));
    await screen.findByLabelText('Nueva foto');
    await user.upload(photoInput(), photo('image/png', 2048));
    expect(await screen.findByRole('alert')).toHaveTextContent('La foto no debe pesar más de 2 MB.');

    server.use(http.put(api('cv/photo'), () => validationError({ foto: ['La foto debe ser una imagen JPEG, PNG o WebP.'] })));
    await user.upload(photoInput(), photo('image/png', 2048, 'texto.png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('La foto debe ser una imagen JPEG, PNG o WebP.'));
  });

  it('removes the photo after the confirmation', async () => {
    const { user, fake } = renderBasic({ seed: { photo_url: 'http://localhost/api/photos/actual.png' } });
    await user.click(await screen.findByRole('button', { name: 'Quitar foto' }));
    expect((await screen.findAllByText('¿Quitar tu foto de la hoja de vida?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Foto eliminada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Tu foto de la hoja de vida' })).not.toBeInTheDocument());
    expect(fake.calls).toEqual([{ method: 'DELETE', path: 'photo' }]);
  });
});
