import { evaluacionCriterios, practicaEstadoLabels, practicumLimits } from '@portal/contracts';
import { isRealtimeEvent, useAppListener } from '@portal/shared';
import { useAccess } from '@portal/shared/kit/form-screen';
import { Alert, Button, Card, Empty, Flex, Input, List, Progress, Rate, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type Hora,
  type Practica,
  useEvaluateInternMutation,
  useGetInternHoursQuery,
  useGetInternsQuery,
  useGetMyConveniosQuery,
  useReviewHourMutation,
  practicantesApi,
} from './practicantes-api';

const notificationCreated = isRealtimeEvent('notification.created');

function RejectOne({ practica, hora }: { practica: Practica; hora: Hora }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [review, { isLoading }] = useReviewHourMutation();
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState('');
  if (!open) {
    return (
      <Button size="small" danger onClick={() => setOpen(true)}>
        {t('practicantes.reject')}
      </Button>
    );
  }
  const tooShort = motivo.trim().length < practicumLimits.motivoMin;
  return (
    <Flex gap={4} wrap>
      <Input
        size="small"
        value={motivo}
        onChange={(event) => setMotivo(event.target.value)}
        aria-label={t('practicantes.motivo')}
        placeholder={t('practicantes.motivo')}
        maxLength={practicumLimits.motivoMax}
      />
      <Button
        size="small"
        danger
        disabled={tooShort}
        loading={isLoading}
        onClick={() => void review({ id: practica.id, entryId: hora.id, body: { decision: 'rechazada', motivo } })}
      >
        {t('practicantes.confirm_reject')}
      </Button>
    </Flex>
  );
}

function InternHours({ practica }: { practica: Practica }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const canReview = useAccess('company-practicas').u;
  const horas = useGetInternHoursQuery(practica.id);
  const [review, { isLoading }] = useReviewHourMutation();
  const pending = (horas.data?.items ?? []).filter((hora) => hora.estado === 'pendiente');
  const approveAll = async () => {
    for (const hora of pending) await review({ id: practica.id, entryId: hora.id, body: { decision: 'aprobada' } });
  };
  if (horas.isLoading) return <Skeleton active />;
  return (
    <section aria-label={t('practicantes.log')}>
      {canReview && pending.length > 0 && (
        <Button type="primary" loading={isLoading} onClick={() => void approveAll()}>
          {t('practicantes.approve_all', { count: pending.length })}
        </Button>
      )}
      <List
        dataSource={horas.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('practicantes.no_entries')} /> }}
        renderItem={(hora) => (
          <List.Item
            actions={
              canReview && hora.estado !== 'aprobada'
                ? [
                    <Button
                      key="ok"
                      size="small"
                      onClick={() => void review({ id: practica.id, entryId: hora.id, body: { decision: 'aprobada' } })}
                    >
                      {t('practicantes.approve')}
                    </Button>,
                    <RejectOne key="no" practica={practica} hora={hora} />,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Flex gap={8} wrap>
                  <span>{t('practicantes.entry', { fecha: hora.fecha, horas: hora.horas })}</span>
                  <Tag>{t(`practicantes.estado.${hora.estado}`)}</Tag>
                </Flex>
              }
              description={
                <>
                  <div>{hora.actividades}</div>
                  {hora.motivo && <Alert type="warning" message={t('practicantes.motivo_shown', { motivo: hora.motivo })} />}
                </>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}

function EvaluationForm({ practica }: { practica: Practica }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [evaluate, { isLoading }] = useEvaluateInternMutation();
  const [scores, setScores] = useState<Record<string, number>>({});
  const [comentario, setComentario] = useState('');
  if (practica.evaluacion_empresa) return <Typography.Text>{t('practicantes.evaluated')}</Typography.Text>;
  if (practica.estado !== 'finalizada') return null;
  const complete = evaluacionCriterios.every((criterio) => (scores[criterio] ?? 0) > 0);
  return (
    <section aria-label={t('practicantes.evaluate')}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('practicantes.evaluate')}
      </Typography.Title>
      {evaluacionCriterios.map((criterio) => (
        <Flex key={criterio} gap={8} align="center" wrap>
          <span style={{ minWidth: 180 }}>{t(`practicantes.criterio.${criterio}`)}</span>
          <Rate
            value={scores[criterio] ?? 0}
            onChange={(value) => setScores({ ...scores, [criterio]: value })}
            aria-label={t(`practicantes.criterio.${criterio}`)}
          />
        </Flex>
      ))}
      <Input.TextArea
        rows={2}
        value={comentario}
        onChange={(event) => setComentario(event.target.value)}
        aria-label={t('practicantes.comentario')}
      />
      <Button
        type="primary"
        disabled={!complete}
        loading={isLoading}
        onClick={() =>
          void evaluate({
            id: practica.id,
            body: {
              puntualidad: scores.puntualidad!,
              responsabilidad: scores.responsabilidad!,
              trabajo_equipo: scores.trabajo_equipo!,
              conocimientos: scores.conocimientos!,
              comunicacion: scores.comunicacion!,
              comentario,
            },
          })
        }
      >
        {t('practicantes.send_evaluation')}
      </Button>
    </section>
  );
}

/** /company/practicas: interns with entries to review first; approve many, reject one with its reason, evaluate when due. */
export function PracticantesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const interns = useGetInternsQuery();
  const convenios = useGetMyConveniosQuery();
  // A student's new or corrected entry arrives as a notification: the list is read again.
  useAppListener(
    notificationCreated,
    (_action, api) => {
      api.dispatch(practicantesApi.util.invalidateTags(['Practicante', 'HoraPracticante']));
    },
    [],
  );
  if (interns.isLoading) return <Skeleton active />;
  const items = interns.data?.items ?? [];
  return (
    <Flex vertical gap={16}>
      {(convenios.data?.items ?? []).map((convenio) => (
        <Typography.Text key={convenio.id} type="secondary">
          {t('practicantes.convenio', { numero: convenio.numero, inicio: convenio.fecha_inicio, fin: convenio.fecha_fin })}
        </Typography.Text>
      ))}
      {items.length === 0 && <Empty description={t('practicantes.empty')} />}
      {items.map((practica) => (
        <Card
          key={practica.id}
          title={`${practica.student.nombres} ${practica.student.apellidos} — ${practica.carrera}`}
          extra={<Tag>{practicaEstadoLabels[practica.estado]}</Tag>}
        >
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {t('practicantes.dates', { inicio: practica.fecha_inicio, fin: practica.fecha_fin })}
            </Typography.Text>
            <Progress percent={Math.min(100, Math.round((practica.horas_aprobadas / practica.horas_planificadas) * 100))} />
            <Typography.Text>
              {t('practicantes.hours', {
                aprobadas: practica.horas_aprobadas,
                planificadas: practica.horas_planificadas,
                pendientes: practica.horas_pendientes,
              })}
            </Typography.Text>
            <EvaluationForm practica={practica} />
            <InternHours practica={practica} />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
