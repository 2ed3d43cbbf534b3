import { practicaEstadoLabels } from '@portal/contracts';
import { fieldErrors } from '@portal/shared';
import { useAccess } from '@portal/shared/kit/form-screen';
import { Alert, Button, Card, Empty, Flex, Input, InputNumber, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HoursList } from './hours-list';
import { type Practica, useGradeMutation, useListTuteesQuery } from './practicas-admin-api';

function GradeForm({ practica }: { practica: Practica }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [grade, { isLoading }] = useGradeMutation();
  const [resultado, setResultado] = useState<'aprobada' | 'reprobada'>('aprobada');
  const [nota, setNota] = useState<number | null>(null);
  const [observaciones, setObservaciones] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (practica.calificacion) {
    return <Typography.Text>{intl.formatMessage({ id: 'practicasAdmin.graded' }, { nota: practica.calificacion.nota })}</Typography.Text>;
  }
  if (!practica.evaluacion_empresa) return <Typography.Text type="secondary">{t('practicasAdmin.waiting_company')}</Typography.Text>;
  const submit = async () => {
    setError(null);
    try {
      await grade({ id: practica.id, body: { resultado, nota: nota ?? 0, observaciones } }).unwrap();
    } catch (failure) {
      const fields = fieldErrors(failure);
      setError(Object.values(fields)[0] ?? null);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Select
          aria-label={t('practicasAdmin.resultado')}
          value={resultado}
          onChange={setResultado}
          options={[
            { value: 'aprobada', label: t('practicasAdmin.aprobada') },
            { value: 'reprobada', label: t('practicasAdmin.reprobada') },
          ]}
          style={{ minWidth: 140 }}
        />
        <InputNumber aria-label={t('practicasAdmin.nota')} min={0} max={10} step={0.1} value={nota} onChange={setNota} />
      </Flex>
      <Input.TextArea
        aria-label={t('practicasAdmin.observaciones')}
        rows={2}
        value={observaciones}
        onChange={(event) => setObservaciones(event.target.value)}
      />
      {error && <Alert type="error" message={error} />}
      <Button type="primary" disabled={nota === null} loading={isLoading} onClick={() => void submit()}>
        {t('practicasAdmin.grade')}
      </Button>
    </Flex>
  );
}

/** /tutor/practicas: the tutor's tutees, their logs read only, and the grade. */
export function TutorPracticasScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const canGrade = useAccess('tutor-practicas').u;
  const { data, isLoading } = useListTuteesQuery();
  if (isLoading) return <Skeleton active />;
  const items = data?.items ?? [];
  if (items.length === 0) return <Empty description={t('practicasAdmin.no_tutees')} />;
  return (
    <Flex vertical gap={16}>
      {items.map((practica) => (
        <Card
          key={practica.id}
          title={`${practica.student.nombres} ${practica.student.apellidos} — ${practica.company.empresa}`}
          extra={<Tag>{practicaEstadoLabels[practica.estado]}</Tag>}
        >
          <Flex vertical gap={12}>
            <Typography.Text>{`${practica.horas_aprobadas} / ${practica.horas_planificadas} h`}</Typography.Text>
            {canGrade && <GradeForm practica={practica} />}
            <HoursList scope="tutor" id={practica.id} />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
