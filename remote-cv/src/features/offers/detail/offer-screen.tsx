import { cvRoutes } from '@portal/contracts';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiFailure } from '@portal/shared';
import { useAccess } from '@portal/shared/kit/form-screen';
import { Link, Navigate, useLocation, useParams } from '@portal/shared/router';
import { useGetOfferQuery, type PublicOffer } from '../api/offers-api';
import { formatDay, formatPlace, formatSalary } from '../offer-format';
import { ApplyDialog } from './apply-dialog';
import { ReportOffer } from './report-dialog';

/** A block of the offer's text under its heading; the company's line breaks kept. */
function TextBlock({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section>
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        {intl.formatMessage({ id: titleId })}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{children}</Typography.Paragraph>
    </section>
  );
}

/**
 * What the student may do here: apply (flag c on `offers`, followed live), or why not. The dialog
 * stays mounted when the offer turns to "Ya postulaste" behind it, so a 409's message stays read.
 */
function ApplyArea({ offer }: { offer: PublicOffer }) {
  const intl = useIntl();
  const canApply = useAccess('offers').c;
  const [open, setOpen] = useState(false);
  let content: ReactNode = null;
  if (offer.applied) {
    content = (
      <Alert
        type="success"
        showIcon
        title={intl.formatMessage({ id: 'offers.applied' })}
        description={
          <>
            {intl.formatMessage({ id: 'offers.detail.applied_hint' })}{' '}
            <Link to={cvRoutes.applications.path}>{intl.formatMessage({ id: 'offers.detail.go_applications' })}</Link>
          </>
        }
      />
    );
  } else if (offer.status !== 'publicada') {
    content = <Alert type="info" showIcon title={intl.formatMessage({ id: 'offers.detail.not_open' })} />;
  } else if (canApply) {
    content = (
      <Button type="primary" size="large" onClick={() => setOpen(true)} style={{ alignSelf: 'start' }}>
        {intl.formatMessage({ id: 'offers.apply' })}
      </Button>
    );
  }
  return (
    <>
      {content}
      {offer.status === 'publicada' && canApply && <ReportOffer offerId={offer.id} title={offer.titulo} />}
      <ApplyDialog offerId={offer.id} title={offer.titulo} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function OfferDetail({ offer }: { offer: PublicOffer }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `offers.detail.${id}` });
  const salary = formatSalary(intl, offer.salario_min, offer.salario_max);
  const facts = [
    { key: 'company', label: text('company'), children: offer.empresa.nombre },
    { key: 'place', label: text('place'), children: formatPlace(intl, offer.ciudad, offer.provincia) },
    { key: 'modalidad', label: text('modalidad'), children: offer.modalidad.name },
    { key: 'tipo_contrato', label: text('tipo_contrato'), children: offer.tipo_contrato.name },
    { key: 'area', label: text('area'), children: offer.area.name },
    { key: 'vacantes', label: text('vacantes'), children: offer.vacantes },
    ...(salary ? [{ key: 'salary', label: text('salary'), children: salary }] : []),
    ...(offer.fecha_publicacion
      ? [{ key: 'published', label: text('published'), children: formatDay(intl, offer.fecha_publicacion) }]
      : []),
    { key: 'closing', label: text('closing'), children: formatDay(intl, offer.fecha_cierre) },
  ];
  return (
    <Flex vertical gap={16}>
      <ApplyArea offer={offer} />
      <Card size="small">
        <Descriptions title={text('summary')} column={{ xs: 1, sm: 2, lg: 3 }} items={facts} size="small" />
      </Card>
      <TextBlock titleId="offers.detail.descripcion">{offer.descripcion}</TextBlock>
      <TextBlock titleId="offers.detail.requisitos">{offer.requisitos}</TextBlock>
      <TextBlock titleId="offers.detail.experiencia">{offer.experiencia}</TextBlock>
      <section>
        <Typography.Title level={3} style={{ fontSize: 18 }}>
          {text('carreras')}
        </Typography.Title>
        {offer.carreras.length > 0 ? (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {offer.carreras.map((career) => (
              <li key={career}>
                <Tag style={{ margin: 0 }}>{career}</Tag>
              </li>
            ))}
          </ul>
        ) : (
          <Typography.Text>{text('any_career')}</Typography.Text>
        )}
      </section>
      <section>
        <Typography.Title level={3} style={{ fontSize: 18 }}>
          {intl.formatMessage({ id: 'offers.detail.about' }, { company: offer.empresa.nombre })}
        </Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{offer.empresa.descripcion}</Typography.Paragraph>
        {offer.empresa.web && (
          <Typography.Link href={offer.empresa.web} target="_blank" rel="noopener noreferrer">
            {text('web')}
          </Typography.Link>
        )}
      </section>
    </Flex>
  );
}

/** `/offers/:id`: everything an open offer says (or one the student applied to), and "Postular". */
export function OfferScreen() {
  const intl = useIntl();
  const headingId = useId();
  const id = Number(useParams().id);
  // The search the student came from (the card passes it), or all the offers.
  const state: unknown = useLocation().state;
  const search = state && typeof state === 'object' && 'search' in state && typeof state.search === 'string' ? state.search : '';
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: answer, error, isError, refetch } = useGetOfferQuery(id, { skip: !valid });
  // Its screen renders as a transition, in slices a tap can interrupt (a store update would be one task).
  const data = useDeferredValue(answer);
  if (!valid) return <Navigate to="/404" replace />;

  let body;
  if (data) body = <OfferDetail offer={data} />;
  else if (isError) {
    const notFound = isApiFailure(error) && error.status === 404;
    body = (
      <Alert
        type="warning"
        showIcon
        title={(isApiFailure(error) && error.body.message) || intl.formatMessage({ id: 'offers.detail.load_error' })}
        action={
          !notFound && (
            <Button size="small" onClick={() => void refetch()}>
              {intl.formatMessage({ id: 'actions.retry' })}
            </Button>
          )
        }
      />
    );
  } else body = <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <article aria-labelledby={headingId}>
      <Link to={`${cvRoutes.offers.path}${search}`}>
        <ArrowLeftOutlined aria-hidden /> {intl.formatMessage({ id: 'offers.back' })}
      </Link>
      <Typography.Title level={2} id={headingId} style={{ marginTop: 8, marginBottom: data ? 4 : undefined }}>
        {data?.titulo ?? intl.formatMessage({ id: 'menu.offers' })}
      </Typography.Title>
      {data && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
          {data.empresa.nombre}
        </Typography.Paragraph>
      )}
      {body}
    </article>
  );
}
