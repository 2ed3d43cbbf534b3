import { cvToday } from '@portal/contracts';
import { Alert, Button, Col, Flex, Row, Typography } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@portal/shared';
import { CatalogSelectField, DateField, LeaveGuard, TextAreaField, TextField, useAccess, useServerErrors } from '@portal/shared/kit';
import { useSaveCvBasicMutation, type CvBasic, type CvBasicBody } from '../api/cv-api';
import { cvSchema, optionalText } from '../cv-schema';

interface BasicValues {
  nombres: string;
  apellidos: string;
  /** Shown, never sent: the account's document. */
  dni: string;
  fecha_nacimiento: string;
  genero: string;
  estado_civil: string;
  nacionalidad: string;
  provincia: string;
  ciudad: string;
  direccion: string;
  celular: string;
  telefono: string;
  email: string;
  perfil: string;
}

const toValues = (basic: CvBasic | null): BasicValues => ({
  nombres: basic?.nombres ?? '',
  apellidos: basic?.apellidos ?? '',
  dni: basic?.dni ?? '',
  fecha_nacimiento: basic?.fecha_nacimiento ?? '',
  genero: basic?.genero.code ?? '',
  estado_civil: basic?.estado_civil.code ?? '',
  nacionalidad: basic?.nacionalidad.code ?? '',
  provincia: basic?.provincia.code ?? '',
  ciudad: basic?.ciudad.code ?? '',
  direccion: basic?.direccion ?? '',
  celular: basic?.celular ?? '',
  telefono: basic?.telefono ?? '',
  email: basic?.email ?? '',
  perfil: basic?.perfil ?? '',
});

const toBody = ({ dni: _dni, telefono, perfil, ...values }: BasicValues): CvBasicBody => ({
  ...values,
  telefono: optionalText(telefono),
  perfil: optionalText(perfil),
});

const half = { xs: 24, md: 12 } as const;

/**
 * The basic section as one form: the contract's rules before sending, the server's 422 on its
 * field (what was typed stays), a question before leaving with unsaved changes. Without the
 * `u` flag on main_info (followed live) every field is read-only and there is nothing to save.
 */
export function BasicForm({ basic }: { basic: CvBasic | null }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `cv.basic.${id}` });
  const canEdit = useAccess('main_info').u;
  const [save] = useSaveCvBasicMutation();
  const handleServerError = useServerErrors();
  const schema = useMemo(() => cvSchema('basic'), []);
  const initialValues = useMemo(() => toValues(basic), [basic]);
  const readOnly = !canEdit;

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
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'menu.main_info' })}>
          <LeaveGuard />
          {readOnly && <Alert type="info" showIcon title={text('read_only')} style={{ marginBottom: 16 }} />}
          <Typography.Title level={3}>{text('personal')}</Typography.Title>
          <Row gutter={16}>
            <Col {...half}>
              <TextField name="nombres" label={text('nombres')} required disabled={readOnly} maxLength={150} autoComplete="given-name" />
            </Col>
            <Col {...half}>
              <TextField
                name="apellidos"
                label={text('apellidos')}
                required
                disabled={readOnly}
                maxLength={150}
                autoComplete="family-name"
              />
            </Col>
            {basic?.dni && (
              <Col {...half}>
                <TextField name="dni" label={text('dni')} readOnly help={text('dni_help')} />
              </Col>
            )}
            <Col {...half}>
              <DateField name="fecha_nacimiento" label={text('fecha_nacimiento')} required disabled={readOnly} max={cvToday()} />
            </Col>
            <Col {...half}>
              <CatalogSelectField name="genero" catalog="generos" label={text('genero')} required disabled={readOnly} />
            </Col>
            <Col {...half}>
              <CatalogSelectField name="estado_civil" catalog="estados-civiles" label={text('estado_civil')} required disabled={readOnly} />
            </Col>
            <Col {...half}>
              <CatalogSelectField name="nacionalidad" catalog="paises" label={text('nacionalidad')} required disabled={readOnly} />
            </Col>
          </Row>
          <Typography.Title level={3}>{text('contact')}</Typography.Title>
          <Row gutter={16}>
            <Col {...half}>
              <CatalogSelectField name="provincia" catalog="provincias" label={text('provincia')} required disabled={readOnly} />
            </Col>
            <Col {...half}>
              <CatalogSelectField
                name="ciudad"
                catalog="ciudades"
                parentField="provincia"
                label={text('ciudad')}
                help={text('ciudad_help')}
                required
                disabled={readOnly}
              />
            </Col>
            <Col xs={24}>
              <TextField
                name="direccion"
                label={text('direccion')}
                required
                disabled={readOnly}
                maxLength={200}
                autoComplete="street-address"
              />
            </Col>
            <Col {...half}>
              <TextField
                name="celular"
                type="tel"
                label={text('celular')}
                help={text('celular_help')}
                required
                disabled={readOnly}
                maxLength={10}
                autoComplete="tel-national"
              />
            </Col>
            <Col {...half}>
              <TextField
                name="telefono"
                type="tel"
                label={text('telefono')}
                help={text('telefono_help')}
                disabled={readOnly}
                maxLength={16}
              />
            </Col>
            <Col xs={24}>
              <TextField
                name="email"
                type="email"
                label={text('email')}
                required
                disabled={readOnly}
                maxLength={254}
                autoComplete="email"
              />
            </Col>
          </Row>
          <Typography.Title level={3}>{text('profile')}</Typography.Title>
          <TextAreaField name="perfil" label={text('perfil')} help={text('perfil_help')} disabled={readOnly} maxLength={1000} rows={5} />
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
