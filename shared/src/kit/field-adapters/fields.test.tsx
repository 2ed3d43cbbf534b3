import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { http } from 'msw';
import type { ReactNode } from 'react';
import * as yup from 'yup';
import { api, chooseOption, ok, renderScreen, setupApiServer } from '@portal/shared/testing';
import { connectField } from './field-frame';
import {
  CatalogSelectField,
  DateField,
  DateRangeField,
  MultiSelectField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  UploadField,
} from '@portal/shared/kit';

setupApiServer(
  http.get(api('catalogs/provincias'), () =>
    ok([
      { code: '17', name: 'Pichincha' },
      { code: '09', name: 'Guayas' },
    ]),
  ),
  http.get(api('catalogs/ciudades'), ({ request }) => {
    const provincia = new URL(request.url).searchParams.get('provincia');
    const cities = [
      { code: 'quito', name: 'Quito', provincia: '17' },
      { code: 'cayambe', name: 'Cayambe', provincia: '17' },
      { code: 'guayaquil', name: 'Guayaquil', provincia: '09' },
    ];
    return ok(cities.filter((city) => city.provincia === provincia));
  }),
);

/** What the form holds, as a person debugging would print it. */
function Values() {
  const { values } = useFormikContext<Record<string, unknown>>();
  return (
    <output aria-label="Valores">
      {JSON.stringify(values, (_key, value: unknown) => (value instanceof File ? `file:${value.name}` : value))}
    </output>
  );
}

const shownValues = () => JSON.parse(screen.getByRole('status', { name: 'Valores' }).textContent ?? '{}') as Record<string, unknown>;

function renderForm(
  initialValues: Record<string, unknown>,
  fields: ReactNode,
  validationSchema?: yup.AnyObjectSchema,
  onSubmit: () => void = () => undefined,
) {
  return renderScreen(
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      <Form noValidate>
        {fields}
        <button type="submit">Enviar</button>
        <Values />
      </Form>
    </Formik>,
    { session: { role: 'student' } },
  );
}

describe('text fields', () => {
  it('tie the label, the required mark and the error to the input', async () => {
    const { user } = renderForm(
      { nombre: '' },
      <TextField name="nombre" label="Nombre" required help="Como en tu cédula" />,
      yup.object({ nombre: yup.string().required('El campo es obligatorio.') }),
    );
    const input = await screen.findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Como en tu cédula'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El campo es obligatorio.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El campo es obligatorio.');
    await user.type(input, 'Ana');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(shownValues()).toEqual({ nombre: 'Ana' });
  });

  it('show their hint as they mount, without reading the page’s layout, and again once an error is fixed', async () => {
    // antd's Form.Item reads its computed style when given a `help` and renders again to show
    // it: on a form of hinted fields, a forced layout and a second render of every field.
    const getComputedStyle = jest.spyOn(window, 'getComputedStyle');
    const { user } = renderForm(
      { nombre: '', correo: '' },
      <>
        <TextField name="nombre" label="Nombre" required help="Como en tu cédula" />
        <TextField name="correo" label="Correo" help="Te escribiremos aquí" />
      </>,
      yup.object({ nombre: yup.string().required('El campo es obligatorio.') }),
    );
    // (Queries by text: those by role read every element's style themselves.)
    await screen.findByText('Te escribiremos aquí');
    const formItemsRead = getComputedStyle.mock.calls.filter(([element]) => element.classList.contains('ant-form-item'));
    expect(formItemsRead).toHaveLength(0);
    getComputedStyle.mockRestore();
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAccessibleDescription('Como en tu cédula');
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription('Te escribiremos aquí');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El campo es obligatorio.');
    expect(screen.queryByText('Como en tu cédula')).not.toBeInTheDocument();
    await user.type(input, 'Ana');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Como en tu cédula'));
  });

  it('count the characters of a text area against its limit', async () => {
    const { user } = renderForm({ perfil: '' }, <TextAreaField name="perfil" label="Perfil profesional" maxLength={1000} />);
    await user.type(await screen.findByRole('textbox', { name: 'Perfil profesional' }), 'Hola');
    expect(screen.getByText('4 / 1000')).toBeInTheDocument();
  });
});

describe('a connected field', () => {
  it('renders again when its own value or error changes, not at each keystroke in another field', async () => {
    // What every adapter is made with: typing in one field of a long form must not render the
    // others (each antd Form.Item measures itself as it renders: a slow phone's keystroke).
    const renders: string[] = [];
    const Probe = connectField<string, { name: string }>(function Probe({ name, value, error }) {
      renders.push(`${name}=${value}`);
      return (
        <p>
          {name}: {value} {error}
        </p>
      );
    });
    const { user } = renderForm(
      { nombre: '', ciudad: 'Quito' },
      <>
        <TextField name="nombre" label="Nombre" />
        <Probe name="nombre" />
        <Probe name="ciudad" />
      </>,
      yup.object({ ciudad: yup.string().max(3, 'Máximo 3 letras.') }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana');
    await waitFor(() => expect(shownValues()).toEqual({ nombre: 'Ana', ciudad: 'Quito' }));
    expect(renders.filter((render) => render.startsWith('ciudad'))).toEqual(['ciudad=Quito']);
    expect(renders.filter((render) => render.startsWith('nombre'))).toEqual(['nombre=', 'nombre=A', 'nombre=An', 'nombre=Ana']);

    // Its error, once the form is sent (every field touched), renders it again.
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Máximo 3 letras\./)).toHaveTextContent('ciudad: Quito Máximo 3 letras.');
  });
});

describe('number, switch and choice fields', () => {
  it('keep a number (null when emptied) and a boolean', async () => {
    const { user } = renderForm(
      { horas: 10, activo: true },
      <>
        <NumberField name="horas" label="Horas" min={1} max={2000} precision={0} />
        <SwitchField name="activo" label="Activo" />
      </>,
    );
    const hours = await screen.findByRole('spinbutton', { name: 'Horas' });
    await user.clear(hours);
    await waitFor(() => expect(shownValues().horas).toBeNull());
    await user.type(hours, '40');
    await waitFor(() => expect(shownValues().horas).toBe(40));
    await user.click(screen.getByRole('switch', { name: 'Activo' }));
    expect(shownValues().activo).toBe(false);
  });

  it('choose several values', async () => {
    const { user } = renderForm(
      { carreras: [] },
      <MultiSelectField
        name="carreras"
        label="Carreras"
        options={[
          { value: 'sistemas', label: 'Sistemas' },
          { value: 'civil', label: 'Ingeniería civil' },
        ]}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Carreras' });
    await chooseOption(user, select, 'Sistemas');
    await chooseOption(user, select, 'Ingeniería civil');
    await waitFor(() => expect(shownValues().carreras).toEqual(['sistemas', 'civil']));
  });
});

describe('a select', () => {
  it('ties its error to the combobox', async () => {
    const { user } = renderForm(
      { modalidad: '' },
      <SelectField name="modalidad" label="Modalidad" required options={[{ value: 'remoto', label: 'Remoto' }]} />,
      yup.object({ modalidad: yup.string().required('El campo es obligatorio.') }),
    );
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    const select = screen.getByRole('combobox', { name: 'Modalidad' });
    await waitFor(() => expect(select).toHaveAccessibleDescription('El campo es obligatorio.'));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
  });
});

describe('a select’s typeahead', () => {
  it('puts word-start matches first, so "Log" highlights "Logística", not "Tecnología"', async () => {
    const { user } = renderForm(
      { area: '' },
      <SelectField
        name="area"
        label="Área"
        options={[
          { value: 'tecnologia', label: 'Tecnología de la información' },
          { value: 'logistica', label: 'Logística y transporte' },
        ]}
      />,
    );
    const area = await screen.findByRole('combobox', { name: 'Área' });
    await user.click(area);
    await user.keyboard('Log');
    // The first shown is the one highlighted, which Enter picks.
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual([
        'Logística y transporte',
        'Tecnología de la información',
      ]),
    );
    expect(document.querySelector('.ant-select-item-option-active')).toHaveTextContent('Logística y transporte');
  });
});

describe('a select from a catalog', () => {
  it('offers the catalog by name and keeps the code; cities follow the province chosen', async () => {
    const { user } = renderForm(
      { provincia: '', ciudad: '' },
      <>
        <CatalogSelectField name="provincia" label="Provincia" catalog="provincias" />
        <CatalogSelectField name="ciudad" label="Ciudad" catalog="ciudades" parentField="provincia" />
      </>,
    );
    const city = await screen.findByRole('combobox', { name: 'Ciudad' });
    expect(city).toBeDisabled();
    const province = screen.getByRole('combobox', { name: 'Provincia' });
    await chooseOption(user, province, 'Pichincha');
    await waitFor(() => expect(shownValues().provincia).toBe('17'));

    await waitFor(() => expect(city).toBeEnabled());
    await chooseOption(user, city, 'Quito');
    await waitFor(() => expect(shownValues().ciudad).toBe('quito'));

    // Another province: the city is emptied and only that province's cities are offered.
    await chooseOption(user, province, 'Guayas');
    await waitFor(() => expect(shownValues()).toEqual({ provincia: '09', ciudad: '' }));
    await user.click(city);
    const listbox = document.getElementById(city.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(await within(listbox).findByRole('option', { name: 'Guayaquil' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Quito' })).not.toBeInTheDocument();
  });
});

describe('date fields', () => {
  it('show dd/mm/yyyy and keep YYYY-MM-DD', async () => {
    const { user } = renderForm({ fecha: '2024-03-05' }, <DateField name="fecha" label="Fecha del curso" />);
    const input = await screen.findByRole('textbox', { name: 'Fecha del curso' });
    expect(input).toHaveValue('05/03/2024');
    await user.clear(input);
    await user.type(input, '21/11/2025{Enter}');
    await waitFor(() => expect(shownValues().fecha).toBe('2025-11-21'));
  });

  it.each([
    ['2026-12-31', '2026-12-31'],
    ['31-12-2026', '2026-12-31'],
    ['31.12.2026', '2026-12-31'],
    ['5/3/2026', '2026-03-05'],
  ])('take %s typed as the usual formats, on leaving the field', async (typed, kept) => {
    const { user } = renderForm({ fecha: '' }, <DateField name="fecha" label="Fecha del curso" />);
    const input = await screen.findByRole('textbox', { name: 'Fecha del curso' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(input, typed);
    await user.tab();
    await waitFor(() => expect(shownValues().fecha).toBe(kept));
    expect(input).toHaveValue(kept.split('-').reverse().join('/'));
  });

  it('take Enter as the typed day, without sending the form', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm({ fecha: '' }, <DateField name="fecha" label="Fecha del curso" />, undefined, onSubmit);
    const input = await screen.findByRole('textbox', { name: 'Fecha del curso' });
    await user.type(input, '2026-12-31{Enter}');
    await waitFor(() => expect(shownValues().fecha).toBe('2026-12-31'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('keep a day outside min and max for the form’s rule to say why, and say the format of a text that is no date', async () => {
    const schema = yup.object({
      fecha: yup
        .string()
        .matches(/^\d{4}-\d{2}-\d{2}$/, 'El campo debe ser una fecha válida.')
        .test('max', 'Hasta el 30/06/2026.', (day) => !day || day <= '2026-06-30'),
    });
    const { user } = renderForm({ fecha: '' }, <DateField name="fecha" label="Fecha del curso" max="2026-06-30" />, schema);
    // The error redraws the picker: the input is looked up each time.
    const input = () => screen.getByRole('textbox', { name: 'Fecha del curso' });
    await user.type(await screen.findByRole('textbox', { name: 'Fecha del curso' }), '15/08/2026');
    await user.tab();
    await waitFor(() => expect(shownValues().fecha).toBe('2026-08-15'));
    await waitFor(() => expect(input()).toHaveAccessibleDescription('Hasta el 30/06/2026.'));
    expect(input()).toHaveValue('15/08/2026');

    await user.clear(input());
    await user.type(input(), '31/13/2026');
    await user.tab();
    await waitFor(() => expect(input()).toHaveAccessibleDescription('Escribe la fecha como dd/mm/aaaa, por ejemplo 31/12/2026.'));
    expect(shownValues().fecha).toBe('31/13/2026');
  });

  it('mark a range "en curso" with a null end date and turn it back', async () => {
    const { user } = renderForm(
      { fecha_inicio: '2023-02-01', fecha_fin: '2024-01-31' },
      <DateRangeField start={{ name: 'fecha_inicio', label: 'Fecha de inicio' }} end={{ name: 'fecha_fin', label: 'Fecha de fin' }} />,
    );
    const end = await screen.findByRole('textbox', { name: 'Fecha de fin' });
    await user.click(screen.getByRole('checkbox', { name: 'En curso' }));
    expect(shownValues()).toEqual({ fecha_inicio: '2023-02-01', fecha_fin: null });
    expect(end).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'En curso' }));
    expect(shownValues().fecha_fin).toBe('');
    expect(end).toBeEnabled();
  });
});

describe('an upload field', () => {
  const photo = (type: string, bytes: number, name = 'foto.jpg') => new File([new Uint8Array(bytes)], name, { type });

  it('keeps an accepted file in the form and refuses others with a Spanish message', async () => {
    renderForm(
      { foto: null },
      <UploadField
        name="foto"
        label="Foto"
        accept={['image/jpeg', 'image/png', 'image/webp']}
        acceptLabel="JPEG, PNG o WebP"
        maxSizeMb={2}
      />,
    );
    // The upload draws a new file input after each pick, so it is looked up each time.
    const input = () => screen.getByLabelText('Foto');
    await screen.findByLabelText('Foto');
    // By default user-event drops a file the input's accept attribute excludes; a person can
    // still pick one ("all files" in the dialog), and that is what the field must refuse.
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input(), photo('application/pdf', 10, 'cv.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo debe ser de tipo JPEG, PNG o WebP.');
    await upload.upload(input(), photo('image/png', 3 * 1024 * 1024));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El archivo no debe superar 2 MB.'));
    expect(shownValues().foto).toBeNull();

    await upload.upload(input(), photo('image/jpeg', 1024, 'yo.jpg'));
    await waitFor(() => expect(shownValues().foto).toBe('file:yo.jpg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('yo.jpg')).toBeInTheDocument();
  });
});
