import type { CvEntrySection } from '@portal/contracts';
import type { CvEntry } from '@portal/contracts/schemas';
import type { FormikValues } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormDrawer } from '@portal/shared/kit/form-screen';
import { useCreateCvEntryMutation, useUpdateCvEntryMutation, type AnyCvEntryBody } from '../api/cv-api';
import { cvSchema } from '../cv-schema';
import type { SectionDefinition } from './section-definition';

interface EntryFormProps<S extends CvEntrySection, V extends FormikValues> {
  definition: SectionDefinition<S, V>;
  /** The entry to edit; absent to add one. */
  entry?: CvEntry<S>;
  onClose: () => void;
}

/**
 * Add or edit one entry in the kit's drawer: the contract's rules before sending, the server's
 * 422 on its field (what was typed stays), a question before closing with unsaved changes.
 */
export function EntryForm<S extends CvEntrySection, V extends FormikValues>({ definition, entry, onClose }: EntryFormProps<S, V>) {
  const intl = useIntl();
  const { section, Fields } = definition;
  const [create] = useCreateCvEntryMutation();
  const [update] = useUpdateCvEntryMutation();
  const schema = useMemo(() => cvSchema(section), [section]);

  const save = (values: V) => {
    const body = definition.toBody(values) as AnyCvEntryBody;
    return entry ? update({ section, id: entry.id, body }).unwrap() : create({ section, body }).unwrap();
  };

  return (
    <FormDrawer<V>
      title={intl.formatMessage({ id: `cv.${section}.${entry ? 'edit' : 'new'}` })}
      initialValues={entry ? definition.toValues(entry) : definition.blank}
      validationSchema={schema}
      onSubmit={save}
      successMessage={intl.formatMessage({ id: 'cv.entry.saved' })}
      onClose={onClose}
    >
      <Fields />
    </FormDrawer>
  );
}
