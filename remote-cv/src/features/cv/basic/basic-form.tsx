import { cvFieldNames, cvFieldRules, cvToday, type CvField } from '@portal/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@portal/shared';
import {
  CatalogSelectField,
  DateField,
  LeaveGuard,
  TextAreaField,
  TextField,
  useAccess,
  useServerErrors,
} from '@portal/shared/kit/form-screen';
import { useSaveCvBasicMutation, type Cv, type CvBasic, type CvBasicBody } from '../api/cv-api';
import { optionalText } from '../../../common/optional-text';
import { cvSchema } from '../cv-schema';

/** Every field of the body as the form holds it (text, a code, a date; '' when empty), and the account's dni, shown only. */
type BasicValues = { [Name in keyof CvBasicBody]-?: string } & { dni: string };

type Account = Cv['account'];

/** The saved section; before its first save, the account's e-mail and dni (the rest empty). */
function toValues(basic: CvBasic | null, account: Account): BasicValues {
  const fields = cvFieldRules.basic as Record<string, CvField>;
  const values = Object.fromEntries(
    cvFieldNames('basic').map((name) => {
      const value = basic?.[name];
      // Answers carry a catalog field as {code, name}; the form keeps the code.
      const code = fields[name]?.kind === 'catalog' ? (value as { code: string } | undefined)?.code : (value as string | null | undefined);
      return [name, code ?? ''];
    }),
  );
  const start = values as Omit<BasicValues, 'dni'>;
  if (!basic && account) start.email = account.email;
  return { ...start, dni: basic?.dni ?? account?.dni ?? '' };
}

const toBody = ({ dni: _dni, telefono, perfil, ...values }: BasicValues): CvBasicBody => ({
  ...values,
  telefono: optionalText(telefono),
  perfil: optionalText(perfil),
});

/** Two fields side by side where they fit, one under the other on a phone (no antd Grid to download). */
const fieldGrid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', columnGap: 16 };
const wide: CSSProperties = { gridColumn: '1 / -1' };

/**
 * The basic section as one form: the contract's rules before sending, the server's 422 on its
 * field (what was typed stays), a question before leaving with unsaved changes. Without the
 * `u` flag on main_info (followed live) every field is read-only and there is nothing to save.
 */
export function BasicForm({ basic, account }: { basic: CvBasic | null; account?: Account }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `cv.basic.${id}` });
  const canEdit = useAccess('main_info').u;
  const [save] = useSaveCvBasicMutation();
  const handleServerError = useServerErrors();
  const schema = useMemo(() => cvSchema('basic'), []);
  const initialValues = useMemo(() => toValues(basic, account), [basic, account]);
  /** What every field of the form takes: its name, its label, and read-only without `u`. */
  const field = (name: keyof BasicValues, required = true) => ({ name, label: text(name), required, disabled: !canEdit });

  const submit = async (values: BasicValues, helpers: FormikHelpers<BasicValues>) => {
    try {
      await save(toBody(values)).unwrap();
      toast('success', text('saved'));
      // What was saved is the form's new starting point: nothing is unsaved any more.
      helpers.resetForm({ values });
    } catch (error) {
      handleServerError(error, helpers);
    }
  };

  return (
    <Formik<BasicValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'menu.main_info' })}>
          <LeaveGuard />
          {!canEdit && <Alert type="info" showIcon title={text('read_only')} style={{ marginBottom: 16 }} />}
          <Typography.Title level={3}>{text('personal')}</Typography.Title>
          <div style={fieldGrid}>
            <TextField {...field('nombres')} maxLength={150} autoComplete="given-name" />
            <TextField {...field('apellidos')} maxLength={150} autoComplete="family-name" />
            {initialValues.dni && <TextField name="dni" label={text('dni')} readOnly help={text('dni_help')} />}
            <DateField {...field('fecha_nacimiento')} max={cvToday()} />
            <CatalogSelectField {...field('genero')} catalog="generos" />
            <CatalogSelectField {...field('estado_civil')} catalog="estados-civiles" />
            <CatalogSelectField {...field('nacionalidad')} catalog="paises" />
          </div>
          <Typography.Title level={3}>{text('contact')}</Typography.Title>
          <div style={fieldGrid}>
            <CatalogSelectField {...field('provincia')} catalog="provincias" />
            <CatalogSelectField
              {...field('ciudad')}
              catalog="ciudades"
              parentField="provincia"
              help={values.provincia ? undefined : text('ciudad_help')}
            />
            <div style={wide}>
              <TextField {...field('direccion')} maxLength={200} autoComplete="street-address" />
            </div>
            <TextField {...field('celular')} type="tel" help={text('celular_help')} maxLength={10} autoComplete="tel-national" />
            <TextField {...field('telefono', false)} type="tel" help={text('telefono_help')} maxLength={16} />
            <div style={wide}>
              <TextField {...field('email')} type="email" maxLength={254} autoComplete="email" />
            </div>
          </div>
          <Typography.Title level={3}>{text('profile')}</Typography.Title>
          <TextAreaField {...field('perfil', false)} help={text('perfil_help')} maxLength={1000} rows={5} />
          {canEdit && (
            <Flex justify="end">
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {intl.formatMessage({ id: 'cv.basic.save' })}
              </Button>
            </Flex>
          )}
        </Form>
      )}
    </Formik>
  );
}
