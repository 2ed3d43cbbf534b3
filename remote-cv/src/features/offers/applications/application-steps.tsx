import type { ApplicationStatus } from '@portal/contracts';
import { Steps, Typography } from 'antd';
import { useIntl } from 'react-intl';

const stages = ['postulado', 'en_revision', 'entrevista'] as const;

/**
 * Where an application is in the pipeline, as steps: postulado → en revisión → entrevista → a
 * result (seleccionado, or no seleccionado in red). A company may skip a stage or turn someone
 * down at any stage: the steps before the current one are shown done. The status is also a
 * sentence, which is what a screen reader announces.
 */
export function ApplicationSteps({ status }: { status: ApplicationStatus }) {
  const intl = useIntl();
  const label = (value: string) => intl.formatMessage({ id: `applications.status.${value}` });
  const decided = status === 'seleccionado' || status === 'no_seleccionado';
  const current = decided ? stages.length : stages.indexOf(status);
  const items = [
    ...stages.map((stage) => ({ title: label(stage) })),
    { title: decided ? label(status) : intl.formatMessage({ id: 'applications.step.result' }) },
  ];
  return (
    <>
      <Typography.Text strong>{intl.formatMessage({ id: 'applications.status' }, { status: label(status) })}</Typography.Text>
      <div aria-hidden style={{ marginTop: 8 }}>
        <Steps
          size="small"
          current={current}
          status={status === 'no_seleccionado' ? 'error' : status === 'seleccionado' ? 'finish' : 'process'}
          items={items}
        />
      </div>
    </>
  );
}
