import {
  universityFieldMessage,
  universityFieldRules,
  universityTypes,
  type UniversityFieldName,
  type UniversityType,
} from '@portal/contracts';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { checkedString } from '@portal/shared';
import { CatalogSelectField, FormDrawer, SelectField, SwitchField, TextField } from '@portal/shared/kit/form-screen';
import {
  useCreateUniversityMutation,
  useUpdateUniversityMutation,
  type AdminUniversity,
  type NewUniversityBody,
} from '../api/universities-admin-api';

interface UniversityValues {
  nombre: string;
  siglas: string;
  tipo: UniversityType | '';
  provincia: string;
  ciudad: string;
  web: string;
  activa: boolean;
}

const checked = (name: UniversityFieldName) => checkedString(name, (value) => universityFieldMessage(name, value));

/** The contract's rules, every field of universityFieldRules, with its words: what the server would answer, said before sending. */
const universitySchema = yup.object(
  Object.fromEntries((Object.keys(universityFieldRules) as UniversityFieldName[]).map((name) => [name, checked(name)])),
);

const payload = (values: UniversityValues): NewUniversityBody => ({
  nombre: values.nombre.trim(),
  siglas: values.siglas.trim(),
  tipo: values.tipo as UniversityType,
  provincia: values.provincia,
  ciudad: values.ciudad,
  web: values.web.trim() || null,
  activa: values.activa,
});

export interface UniversityFormProps {
  /** The university to edit; absent to create one. */
  university?: AdminUniversity;
  onClose: () => void;
  /** Told the saved university's id (a new one becomes the selected one). */
  onSaved?: (id: number) => void;
}

/** Create or edit a university in the kit's drawer; the city is one of the chosen province's. */
export function UniversityForm({ university, onClose, onSaved }: UniversityFormProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useCreateUniversityMutation();
  const [update] = useUpdateUniversityMutation();

  const initialValues: UniversityValues = {
    nombre: university?.nombre ?? '',
    siglas: university?.siglas ?? '',
    tipo: university?.tipo ?? '',
    provincia: university?.provincia.code ?? '',
    ciudad: university?.ciudad.code ?? '',
    web: university?.web ?? '',
    activa: university?.activa ?? true,
  };

  const save = async (values: UniversityValues) => {
    const saved = university ? await update({ id: university.id, body: payload(values) }).unwrap() : await create(payload(values)).unwrap();
    onSaved?.(saved.id);
  };

  return (
    <FormDrawer<UniversityValues>
      title={university ? text('universities.edit_title', { name: university.nombre }) : text('universities.new_title')}
      initialValues={initialValues}
      validationSchema={universitySchema}
      onSubmit={save}
      successMessage={text('universities.saved')}
      onClose={onClose}
    >
      <TextField name="nombre" label={text('universities.field.nombre')} required maxLength={200} autoComplete="off" />
      <TextField name="siglas" label={text('universities.field.siglas')} required maxLength={20} autoComplete="off" />
      <SelectField
        name="tipo"
        label={text('universities.field.tipo')}
        required
        options={universityTypes.map((tipo) => ({ value: tipo, label: text(`universities.tipo.${tipo}`) }))}
      />
      <CatalogSelectField name="provincia" catalog="provincias" label={text('universities.field.provincia')} required />
      <CatalogSelectField
        name="ciudad"
        catalog="ciudades"
        parentField="provincia"
        label={text('universities.field.ciudad')}
        help={text('universities.field.ciudad_help')}
        required
      />
      <TextField name="web" type="url" label={text('universities.field.web')} help={text('universities.field.web_help')} maxLength={255} />
      <SwitchField name="activa" label={text('universities.field.activa')} help={text('universities.field.activa_help')} />
    </FormDrawer>
  );
}
