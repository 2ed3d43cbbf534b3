import { latestClosingDate, offerLimits, offerToday, shiftDate } from '@portal/contracts';
import { Alert, Button, Col, Flex, Row, Typography } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiFailure, toast } from '@portal/shared';
import {
  CatalogSelectField,
  DateField,
  LeaveGuard,
  MultiSelectField,
  NumberField,
  TextAreaField,
  TextField,
  useServerErrors,
} from '@portal/shared/kit/form-screen';
import { useNavigate } from '@portal/shared/router';
import {
  useCreateOfferMutation,
  publishRefusal,
  useGetCompanyDashboardQuery,
  useListCareerNamesQuery,
  usePublishOfferMutation,
  useUpdateOfferMutation,
  type Offer,
} from '../api/offers-api';
import { ApprovalAlert, approvalRefusalCodes } from '../components/approval-alert';
import { myOffersPath } from '../paths';
import { emptyOffer, offerBody, offerSchema, offerValues, type OfferValues } from './offer-schema';
import { useCompanyLiveRefresh } from '../api/live-refresh';
import { LanguageCheck, LanguageCheckProvider, LanguageWarnings } from './language-warnings';

type Intent = 'draft' | 'publish';
const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, md: 8 } as const;

/**
 * The offer form (new, or editing a draft or a published offer): the contract's rules before
 * sending, a 422 on its fields with what was typed kept, a question before leaving with unsaved
 * changes. "Publicar" saves, then publishes; a company not yet approved is told why it cannot
 * (before trying, from its landing figures, or from the server's 403) and keeps its draft.
 */
export function OfferForm({ offer, canPublish }: { offer?: Offer; canPublish: boolean }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `offers.form.${id}` }, values);
  const navigate = useNavigate();
  const handleServerError = useServerErrors();
  const [create] = useCreateOfferMutation();
  const [update] = useUpdateOfferMutation();
  const [publish] = usePublishOfferMutation();
  // Fresh on every visit: an administrator may have approved the company since.
  const dashboard = useGetCompanyDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const careers = useListCareerNamesQuery();
  useCompanyLiveRefresh();
  const careerOptions = useMemo(() => (careers.data ?? []).map((name) => ({ value: name, label: name })), [careers.data]);
  const alertId = useId();

  // Once saved (a draft whose publication was refused), later saves change that offer.
  const [offerId, setOfferId] = useState(offer?.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const intent = useRef<Intent>('draft');
  const publishedOn = offer?.fecha_publicacion ?? null;
  const status = offer?.status ?? 'borrador';
  const schema = useMemo(() => offerSchema(publishedOn), [publishedOn]);
  const initialValues = useMemo(() => (offer ? offerValues(offer) : emptyOffer), [offer]);
  const today = offerToday();
  const approvalReason = refusal ?? publishRefusal(dashboard.data);
  const offersPublishable = canPublish && (status === 'borrador' || status === 'rechazada');

  const tryPublish = async (id: number, helpers: FormikHelpers<OfferValues>) => {
    try {
      const published = await publish({ id, toast: false }).unwrap();
      toast('success', text(published.status === 'en_revision' ? 'in_review' : 'published'));
      navigate(myOffersPath);
    } catch (error) {
      if (isApiFailure(error) && error.status === 403 && approvalRefusalCodes.includes(String(error.body.code))) {
        setRefusal(error.body.message ?? null);
        dashboard.refetch();
      } else handleServerError(error, helpers);
    }
  };

  const submit = async (values: OfferValues, helpers: FormikHelpers<OfferValues>) => {
    let saved: Offer;
    const creating = offerId === undefined;
    try {
      const body = offerBody(values);
      saved = creating ? await create(body).unwrap() : await update({ id: offerId, body }).unwrap();
    } catch (error) {
      handleServerError(error, helpers);
      return;
    }
    setOfferId(saved.id);
    // What was saved is the form's new starting point: nothing is unsaved any more.
    helpers.resetForm({ values });
    if (intent.current === 'publish') return tryPublish(saved.id, helpers);
    toast('success', text(creating ? 'saved_draft' : 'saved'));
    navigate(myOffersPath);
  };

  return (
    <LanguageCheckProvider>
      <Formik<OfferValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, submitForm, values }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: offer ? 'offers.edit.title' : 'menu.new_offer' })}>
            <LeaveGuard />
            {approvalReason && offersPublishable && (
              <div style={{ marginBottom: 16 }}>
                <ApprovalAlert id={alertId} reason={approvalReason} savedAsDraft={refusal !== null} />
              </div>
            )}
            {status === 'rechazada' && offer?.motivo_moderacion && (
              <Alert style={{ marginBottom: 16 }} type="error" showIcon message={text('rejected', { motivo: offer.motivo_moderacion })} />
            )}
            <LanguageCheck values={values} />
            <Typography.Title level={3}>{text('section.offer')}</Typography.Title>
            <TextField name="titulo" label={text('titulo')} help={text('titulo_help')} required maxLength={150} />
            <LanguageWarnings campo="titulo" />
            <TextAreaField name="descripcion" label={text('descripcion')} required maxLength={5000} rows={6} />
            <LanguageWarnings campo="descripcion" />
            <Row gutter={16}>
              <Col {...third}>
                <CatalogSelectField name="area" catalog="areas" label={text('area')} required />
              </Col>
              <Col {...third}>
                <CatalogSelectField name="tipo_contrato" catalog="tipos-contrato" label={text('tipo_contrato')} required />
              </Col>
              <Col {...third}>
                <CatalogSelectField name="modalidad" catalog="modalidades" label={text('modalidad')} required />
              </Col>
            </Row>
            <Typography.Title level={3}>{text('section.place')}</Typography.Title>
            <Row gutter={16}>
              <Col {...half}>
                <CatalogSelectField name="provincia" catalog="provincias" label={text('provincia')} required />
              </Col>
              <Col {...half}>
                <CatalogSelectField
                  name="ciudad"
                  catalog="ciudades"
                  parentField="provincia"
                  label={text('ciudad')}
                  help={values.provincia ? undefined : text('ciudad_help')}
                  required
                />
              </Col>
            </Row>
            <Typography.Title level={3}>{text('section.terms')}</Typography.Title>
            <Row gutter={16}>
              <Col {...half}>
                <NumberField name="vacantes" label={text('vacantes')} required precision={0} {...offerLimits.vacantes} />
              </Col>
              <Col {...half}>
                <DateField
                  name="fecha_cierre"
                  label={text('fecha_cierre')}
                  help={text('fecha_cierre_help', { days: offerLimits.closingMaxDays })}
                  required
                  min={shiftDate(today, { days: 1 })}
                  max={latestClosingDate(publishedOn ?? today)}
                />
              </Col>
              <Col {...half}>
                <NumberField
                  name="salario_min"
                  label={text('salario_min')}
                  help={text('salario_help')}
                  precision={2}
                  {...offerLimits.salario}
                />
              </Col>
              <Col {...half}>
                <NumberField
                  name="salario_max"
                  label={text('salario_max')}
                  help={text('salario_help')}
                  precision={2}
                  {...offerLimits.salario}
                />
              </Col>
            </Row>
            <Typography.Title level={3}>{text('section.profile')}</Typography.Title>
            <TextAreaField name="requisitos" label={text('requisitos')} required maxLength={3000} rows={5} />
            <LanguageWarnings campo="requisitos" />
            <MultiSelectField
              name="carreras"
              label={text('carreras')}
              help={text('carreras_help')}
              options={careerOptions}
              loading={careers.isFetching}
              maxCount={offerLimits.carreras.max}
            />
            <TextField name="experiencia" label={text('experiencia')} help={text('experiencia_help')} required maxLength={500} />
            <Flex justify="end" gap={8} wrap>
              <Button htmlType="submit" loading={isSubmitting && intent.current === 'draft'} onClick={() => (intent.current = 'draft')}>
                {text(status === 'borrador' ? 'save_draft' : 'save_changes')}
              </Button>
              {offersPublishable && (
                <Button
                  type="primary"
                  loading={isSubmitting && intent.current === 'publish'}
                  disabled={approvalReason !== null}
                  aria-describedby={approvalReason ? alertId : undefined}
                  onClick={() => {
                    intent.current = 'publish';
                    void submitForm();
                  }}
                >
                  {text('publish')}
                </Button>
              )}
            </Flex>
          </Form>
        )}
      </Formik>
    </LanguageCheckProvider>
  );
}
