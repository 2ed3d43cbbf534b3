import type { ApplicationStatus } from '@portal/contracts';
import { Steps, Typography } from 'antd';
import { useIntl } from 'react-intl';

const stages = ['postulado', 'en_revision', 'entrevista'] as const;

/**
 * Where an application is in the pipeline, as steps: the stages it passed through (`historial`,
 * oldest first: a company may skip a stage or turn someone down at any stage, and a skipped stage
 * is not shown done), then, while undecided, the stages still ahead and the result. The status is
 * also a sentence, which is what a screen reader announces.
 */
export function ApplicationSteps({ status, historial }: { status: ApplicationStatus; historial: Array<{ status: ApplicationStatus }> }) {
  const intl = useIntl();
  const label = (value: string) => intl.formatMessage({ id: `applications.status.${value}` });
  const decided = status === 'seleccionado' || status === 'no_seleccionado';
  const passed = [...new Set([...historial.map((step) => step.status), status])];
  const ahead = decided ? [] : stages.slice(stages.indexOf(status as (typeof stages)[number]) + 1);
  const items = [
    ...passed.map((stage) => ({ title: label(stage) })),
    ...ahead.map((stage) => ({ title: label(stage) })),
    ...(decided ? [] : [{ title: intl.formatMessage({ id: 'applications.step.result' }) }]),
  ];
  return (
    <>
      <Typography.Text strong>{intl.formatMessage({ id: 'applications.status' }, { status: label(status) })}</Typography.Text>
      <div aria-hidden style={{ marginTop: 8 }} data-testid="application-steps">
        <Steps
          size="small"
          current={passed.length - 1}
          status={status === 'no_seleccionado' ? 'error' : status === 'seleccionado' ? 'finish' : 'process'}
          items={items}
        />
      </div>
    </>
  );
}
