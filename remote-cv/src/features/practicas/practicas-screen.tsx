import { practicaEstadoLabels, practicaTipoLabels, practicumLimits } from '@portal/contracts';
import { fieldErrors, isRealtimeEvent, useAppListener } from '@portal/shared';
import { useAccess, useFileDownload } from '@portal/shared/kit/form-screen';
import { Alert, Button, Card, Empty, Flex, Form, Input, InputNumber, List, Progress, Rate, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type Hora,
  type Practica,
  useAddHoraMutation,
  useDeleteHoraMutation,
  useEvaluatePlacementMutation,
  useGetMyHorasQuery,
  useGetMyPracticasQuery,
  useUpdateHoraMutation,
  practicasApi,
} from './practicas-api';

const notificationCreated = isRealtimeEvent('notification.created');

/** A company's review or the tutor's grade arrives as a notification: the practicums and logs are read again. */
function useLivePracticas() {
  useAppListener(
    notificationCreated,
    (_action, api) => {
      api.dispatch(practicasApi.util.invalidateTags(['Practica', 'Hora']));
    },
    [],
  );
}

const estadoColor: Record<Hora['estado'], string> = { pendiente: 'processing', aprobada: 'success', rechazada: 'error' };

/** Approved hours over planned ones, as a bar. */
export function PracticaProgress({ practica }: { practica: Practica }) {
  const intl = useIntl();
  const percent = Math.min(100, Math.round((practica.horas_aprobadas / practica.horas_planificadas) * 100));
  return (
    <div>
      <Typography.Text>
        {intl.formatMessage(
          { id: 'practicas.progress' },
          { aprobadas: practica.horas_aprobadas, planificadas: practica.horas_planificadas, pendientes: practica.horas_pendientes },
        )}
      </Typography.Text>
      <Progress percent={percent} aria-label={intl.formatMessage({ id: 'practicas.progress_label' }, { percent })} />
    </div>
  );
}

interface EntryForm {
  fecha: string;
  horas: number;
  actividades: string;
}

function HoursLog({ practica }: { practica: Practica }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const access = useAccess('practicas');
  const horas = useGetMyHorasQuery(practica.id);
  const [add, adding] = useAddHoraMutation();
  const [update, updating] = useUpdateHoraMutation();
  const [remove] = useDeleteHoraMutation();
  const [editing, setEditing] = useState<Hora | null>(null);
  const [form] = Form.useForm<EntryForm>();
  const open = practica.estado === 'en_curso' || practica.estado === 'finalizada';

  const submit = async (values: EntryForm) => {
    const body = { fecha: values.fecha, horas: Number(values.horas), actividades: values.actividades };
    try {
      if (editing) await update({ id: practica.id, entryId: editing.id, body }).unwrap();
      else await add({ id: practica.id, body }).unwrap();
      form.resetFields();
      setEditing(null);
    } catch (error) {
      form.setFields(Object.entries(fieldErrors(error)).map(([name, message]) => ({ name: name as keyof EntryForm, errors: [message] })));
    }
  };

  return (
    <section aria-label={t('practicas.log')}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('practicas.log')}
      </Typography.Title>
      {open && (access.c || (editing && access.u)) && (
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Flex gap={8} wrap>
            <Form.Item name="fecha" label={t('practicas.fecha')} rules={[{ required: true, message: t('practicas.required') }]}>
              <Input type="date" max={new Date().toISOString().slice(0, 10)} />
            </Form.Item>
            <Form.Item name="horas" label={t('practicas.horas')} rules={[{ required: true, message: t('practicas.required') }]}>
              <InputNumber min={practicumLimits.horasMin} max={practicumLimits.horasMax} step={0.5} />
            </Form.Item>
          </Flex>
          <Form.Item
            name="actividades"
            label={t('practicas.actividades')}
            rules={[
              {
                required: true,
                min: practicumLimits.actividadesMin,
                message: t('practicas.actividades_min', { min: practicumLimits.actividadesMin }),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={practicumLimits.actividadesMax} />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={adding.isLoading || updating.isLoading}>
              {t(editing ? 'practicas.save_entry' : 'practicas.add_entry')}
            </Button>
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  form.resetFields();
                }}
              >
                {t('practicas.cancel')}
              </Button>
            )}
          </Flex>
        </Form>
      )}
      {horas.isLoading ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={horas.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('practicas.no_entries')} /> }}
          renderItem={(hora) => (
            <List.Item
              actions={
                hora.estado === 'aprobada' || !open
                  ? []
                  : [
                      access.u && (
                        <Button
                          key="edit"
                          size="small"
                          onClick={() => {
                            setEditing(hora);
                            form.setFieldsValue({ fecha: hora.fecha, horas: hora.horas, actividades: hora.actividades });
                          }}
                        >
                          {t('practicas.edit')}
                        </Button>
                      ),
                      access.d && (
                        <Button key="delete" size="small" danger onClick={() => void remove({ id: practica.id, entryId: hora.id })}>
                          {t('practicas.delete')}
                        </Button>
                      ),
                    ].filter(Boolean)
              }
            >
              <List.Item.Meta
                title={
                  <Flex gap={8} wrap>
                    <span>{t('practicas.entry_title', { fecha: hora.fecha, horas: hora.horas })}</span>
                    <Tag color={estadoColor[hora.estado]}>{t(`practicas.entry.${hora.estado}`)}</Tag>
                  </Flex>
                }
                description={
                  <>
                    <div>{hora.actividades}</div>
                    {hora.motivo && <Alert type="error" showIcon message={t('practicas.motivo', { motivo: hora.motivo })} />}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}

function PlacementEvaluation({ practica }: { practica: Practica }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [evaluate, { isLoading }] = useEvaluatePlacementMutation();
  const [puntaje, setPuntaje] = useState(0);
  const [comentario, setComentario] = useState('');
  if (practica.evaluacion_estudiante) {
    return (
      <Typography.Text>
        {intl.formatMessage({ id: 'practicas.evaluated' }, { puntaje: practica.evaluacion_estudiante.puntaje })}
      </Typography.Text>
    );
  }
  if (!['finalizada', 'aprobada', 'reprobada'].includes(practica.estado)) return null;
  return (
    <section aria-label={t('practicas.evaluate')}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('practicas.evaluate')}
      </Typography.Title>
      <Rate value={puntaje} onChange={setPuntaje} aria-label={t('practicas.puntaje')} />
      <Input.TextArea
        rows={2}
        value={comentario}
        onChange={(event) => setComentario(event.target.value)}
        aria-label={t('practicas.comentario')}
      />
      <Button
        disabled={puntaje === 0}
        loading={isLoading}
        onClick={() => void evaluate({ id: practica.id, body: { puntaje, comentario } })}
      >
        {t('practicas.send_evaluation')}
      </Button>
    </section>
  );
}

function PracticaCard({ practica }: { practica: Practica }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { download, downloading } = useFileDownload();
  const access = useAccess('practicas');
  return (
    <Card
      title={`${practicaTipoLabels[practica.tipo]} — ${practica.company.empresa}`}
      extra={<Tag>{practicaEstadoLabels[practica.estado]}</Tag>}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('practicas.dates', { inicio: practica.fecha_inicio, fin: practica.fecha_fin, tutor: practica.tutor.name_us })}
        </Typography.Text>
        <PracticaProgress practica={practica} />
        {practica.estado === 'aprobada' && access.x && (
          <Button
            loading={downloading}
            onClick={() => void download({ path: `practicas/${practica.id}/certificado.pdf`, fallbackName: 'certificado-practica.pdf' })}
          >
            {t('practicas.certificate')}
          </Button>
        )}
        <PlacementEvaluation practica={practica} />
        <HoursLog practica={practica} />
      </Flex>
    </Card>
  );
}

/** /practicas: the student's practicums with their progress, hours log, evaluation and certificate. */
export function PracticasScreen() {
  const intl = useIntl();
  const { data, isLoading } = useGetMyPracticasQuery();
  useLivePracticas();
  if (isLoading) return <Skeleton active />;
  const items = data?.items ?? [];
  if (items.length === 0) return <Empty description={intl.formatMessage({ id: 'practicas.empty' })} />;
  return (
    <Flex vertical gap={16}>
      {items.map((practica) => (
        <PracticaCard key={practica.id} practica={practica} />
      ))}
    </Flex>
  );
}
