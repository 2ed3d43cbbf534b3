import { careerFieldMessage, type CareerFieldName } from '@portal/contracts';
import { Button, Flex } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { checkedString, toast } from '@portal/shared';
import { SwitchField, TextField, useServerErrors } from '@portal/shared/kit/form-screen';
import { useCreateCareerMutation, useUpdateCareerMutation, type AdminCareer } from '../api/universities-admin-api';

interface CareerValues {
  nombre: string;
  facultad: string;
  activa: boolean;
}

const checked = (name: CareerFieldName) => checkedString(name, (value) => careerFieldMessage(name, value));
const careerSchema = yup.object({ nombre: checked('nombre'), facultad: checked('facultad') });

export interface CareerFormProps {
  universityId: number;
  /** The career to edit in its row; absent: the form that adds one. */
  career?: AdminCareer;
  /** After a career was saved or the edit cancelled. */
  onDone?: () => void;
}

/**
 * A career's name and faculty edited in place (a row of the careers list, or the form above it
 * that adds one). A 422 lands on its field; the contract's rules are checked first.
 */
export function CareerForm({ universityId, career, onDone }: CareerFormProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useCreateCareerMutation();
  const [update] = useUpdateCareerMutation();
  const handleServerError = useServerErrors();
  const initialValues: CareerValues = { nombre: career?.nombre ?? '', facultad: career?.facultad ?? '', activa: career?.activa ?? true };

  const submit = async (values: CareerValues, helpers: FormikHelpers<CareerValues>) => {
    const body = { nombre: values.nombre.trim(), facultad: values.facultad.trim() };
    try {
      if (career) await update({ universityId, careerId: career.id, body: { ...body, activa: values.activa } }).unwrap();
      else await create({ universityId, body }).unwrap();
      toast('success', text('careers.saved'));
      if (!career) helpers.resetForm();
      onDone?.();
    } catch (error) {
      handleServerError(error, helpers);
    }
  };

  const label = career ? text('careers.editing', { name: career.nombre }) : text('careers.new');
  return (
    <Formik<CareerValues> initialValues={initialValues} validationSchema={careerSchema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={label}>
          <Flex gap={12} wrap align="start">
            <div style={{ flex: '1 1 220px' }}>
              <TextField
                name="nombre"
                label={text('careers.field.nombre')}
                required
                maxLength={200}
                autoComplete="off"
                help={career?.in_use ? text('careers.rename_detail') : undefined}
              />
            </div>
            <div style={{ flex: '1 1 220px' }}>
              <TextField name="facultad" label={text('careers.field.facultad')} required maxLength={200} autoComplete="off" />
            </div>
            {career && <SwitchField name="activa" label={text('careers.field.activa')} />}
          </Flex>
          <Flex gap={8} justify="end">
            {career && <Button onClick={onDone}>{text('careers.cancel')}</Button>}
            <Button type={career ? 'primary' : 'default'} htmlType="submit" loading={form.isSubmitting}>
              {text(career ? 'careers.save' : 'careers.add')}
            </Button>
          </Flex>
        </Form>
      )}
    </Formik>
  );
}
