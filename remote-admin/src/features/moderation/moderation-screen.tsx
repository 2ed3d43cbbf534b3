import { offerModerationModes, type OfferModerationMode } from '@portal/contracts';
import { Button, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, isApiFailure, MessagesScope, toast, usePermissions } from '@portal/shared';
import { ListPage } from '@portal/shared/kit/list-screen';
import {
  type QueueOffer,
  type QueueReport,
  useDecideOfferMutation,
  useGetTrustSettingsQuery,
  useListQueueOffersQuery,
  useListQueueReportsQuery,
  useResolveReportMutation,
  useUpdateTrustSettingsMutation,
} from './api/moderation-api';
import { moderationMessages } from './moderation-messages';

const perPage = 20;

/** What a dialog confirms: an offer's decision or a report's resolution; `needsReason`: the company reads it. */
interface Pending {
  label: string;
  titulo: string;
  needsReason: boolean;
  send: (motivo: string | null) => Promise<unknown>;
}

/** The reason's 422 message, or the refusal's (a 409 when someone decided first). */
function failureText(error: unknown): string | undefined {
  if (!isApiFailure(error)) return undefined;
  return fieldErrors(error)['motivo'] ?? error.body.message;
}

function ReasonDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const intl = useIntl();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setMotivo('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.send(pending.needsReason ? motivo : motivo.trim() || null);
      toast('success', intl.formatMessage({ id: 'moderation.done' }));
      close();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={pending !== null}
      title={pending ? intl.formatMessage({ id: 'moderation.dialog.title' }, { action: pending.label, titulo: pending.titulo }) : undefined}
      okText={intl.formatMessage({ id: 'moderation.dialog.confirm' })}
      cancelText={intl.formatMessage({ id: 'moderation.dialog.cancel' })}
      onOk={confirm}
      confirmLoading={busy}
      onCancel={close}
      destroyOnHidden
    >
      {pending?.needsReason && (
        <Form layout="vertical">
          <Form.Item
            label={intl.formatMessage({ id: 'moderation.dialog.reason' })}
            htmlFor="moderation-reason"
            validateStatus={error ? 'error' : undefined}
            help={error ?? intl.formatMessage({ id: 'moderation.dialog.reason_help' })}
          >
            <Input.TextArea
              id="moderation-reason"
              rows={3}
              maxLength={500}
              value={motivo}
              onChange={(event) => setMotivo(event.target.value)}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function SettingSelect({ canChange }: { canChange: boolean }) {
  const intl = useIntl();
  const settings = useGetTrustSettingsQuery();
  const [update] = useUpdateTrustSettingsMutation();
  return (
    <Flex gap={8} align="center" wrap>
      <label htmlFor="offer-moderation">
        <FormattedMessage id="moderation.setting" />
      </label>
      <Select<OfferModerationMode>
        id="offer-moderation"
        style={{ minWidth: 260 }}
        disabled={!canChange}
        value={settings.data?.offer_moderation}
        onChange={(value) => void update({ offer_moderation: value })}
        options={offerModerationModes.map((mode) => ({ value: mode, label: intl.formatMessage({ id: `moderation.setting.${mode}` }) }))}
      />
    </Flex>
  );
}

/**
 * `/admin/moderation` (menu `moderation`): the offers waiting for review and those hidden by
 * reports, riskiest first, and the open reports; each decision states the reason the company reads.
 */
function ModerationLists() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const permissions = usePermissions();
  const canDecide = permissions.u;
  const [offersPage, setOffersPage] = useState(1);
  const [reportsPage, setReportsPage] = useState(1);
  const offers = useListQueueOffersQuery({ page: offersPage, per_page: perPage });
  const reports = useListQueueReportsQuery({ page: reportsPage, per_page: perPage });
  const [decide] = useDecideOfferMutation();
  const [resolve] = useResolveReportMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  const decision = (offer: QueueOffer, kind: 'publicar' | 'rechazar' | 'retirar', labelId: string) => (
    <Button
      size="small"
      danger={kind !== 'publicar'}
      onClick={() =>
        setPending({
          label: text(labelId),
          titulo: offer.titulo,
          needsReason: kind !== 'publicar',
          send: (motivo) => decide({ id: offer.id, body: { decision: kind, motivo } }).unwrap(),
        })
      }
    >
      {text(labelId)}
    </Button>
  );
  const resolution = (report: QueueReport, accion: 'descartar' | 'retirar_oferta' | 'suspender_empresa', labelId: string) => (
    <Button
      size="small"
      danger={accion !== 'descartar'}
      onClick={() =>
        setPending({
          label: text(labelId),
          titulo: report.offer.titulo,
          needsReason: accion !== 'descartar',
          send: (motivo) => resolve({ id: report.id, body: { accion, motivo } }).unwrap(),
        })
      }
    >
      {text(labelId)}
    </Button>
  );

  const offerColumns: TableProps<QueueOffer>['columns'] = [
    { title: text('moderation.column.offer'), key: 'offer', render: (_, offer) => offer.titulo },
    { title: text('moderation.column.company'), key: 'company', render: (_, offer) => offer.empresa },
    { title: text('moderation.column.status'), key: 'status', render: (_, offer) => text(`moderation.status.${offer.status}`) },
    {
      title: text('moderation.column.risk'),
      key: 'risk',
      render: (_, offer) => (
        <Flex gap={4} wrap>
          {offer.oculta_por_reportes && <Tag color="#a3121c">{text('moderation.hidden')}</Tag>}
          {offer.reportes > 0 && <Tag color="#8a4100">{text('moderation.reports_count', { count: offer.reportes })}</Tag>}
          {offer.avisos.length > 0 && (
            <Tag color="#5a3696" title={offer.avisos.map((aviso) => aviso.palabra).join(', ')}>
              {text('moderation.warnings_count', { count: offer.avisos.length })}
            </Tag>
          )}
          {offer.empresa_suspendida && <Tag color="#4a4a4a">{text('moderation.suspended')}</Tag>}
        </Flex>
      ),
    },
    ...(canDecide
      ? [
          {
            title: text('moderation.column.actions'),
            key: 'actions',
            render: (_: unknown, offer: QueueOffer) => (
              <Flex gap={4} wrap>
                {decision(offer, 'publicar', 'moderation.publish')}
                {offer.status === 'en_revision' && decision(offer, 'rechazar', 'moderation.reject')}
                {decision(offer, 'retirar', 'moderation.withdraw')}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const reportColumns: TableProps<QueueReport>['columns'] = [
    { title: text('moderation.column.offer'), key: 'offer', render: (_, report) => report.offer.titulo },
    { title: text('moderation.column.company'), key: 'company', render: (_, report) => report.offer.empresa },
    {
      title: text('moderation.column.reason'),
      key: 'reason',
      render: (_, report) => (
        <>
          <div>{text(`moderation.reason.${report.motivo}`)}</div>
          {report.detalle && <Typography.Text type="secondary">{report.detalle}</Typography.Text>}
        </>
      ),
    },
    { title: text('moderation.column.student'), key: 'student', render: (_, report) => report.student.name },
    ...(canDecide
      ? [
          {
            title: text('moderation.column.actions'),
            key: 'actions',
            render: (_: unknown, report: QueueReport) => (
              <Flex gap={4} wrap>
                {resolution(report, 'descartar', 'moderation.dismiss')}
                {resolution(report, 'retirar_oferta', 'moderation.withdraw_offer')}
                {resolution(report, 'suspender_empresa', 'moderation.suspend')}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={24}>
      <SettingSelect canChange={canDecide} />
      <ListPage<QueueOffer>
        title={text('moderation.offers.title')}
        titleLevel={3}
        query={offers}
        columns={offerColumns}
        rowKey="id"
        paging={{ page: offersPage, perPage, onChange: setOffersPage }}
        emptyText={text('moderation.offers.empty')}
      />
      <ListPage<QueueReport>
        title={text('moderation.reports.title')}
        titleLevel={3}
        query={reports}
        columns={reportColumns}
        rowKey="id"
        paging={{ page: reportsPage, perPage, onChange: setReportsPage }}
        emptyText={text('moderation.reports.empty')}
      />
      <ReasonDialog pending={pending} onClose={() => setPending(null)} />
    </Flex>
  );
}

export function ModerationScreen() {
  return (
    <MessagesScope messages={moderationMessages}>
      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="menu.moderation" />
        </Typography.Title>
        <ModerationLists />
      </section>
    </MessagesScope>
  );
}
