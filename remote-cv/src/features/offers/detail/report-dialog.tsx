import { reportReasons, type ReportReason } from '@portal/contracts';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiFailure, toast } from '@portal/shared';
import { useReportOfferMutation } from '../api/offers-api';

/** "Reportar oferta": the reason (fraudulenta, discriminatoria, cobro…) and the student's words; once per offer. */
export function ReportOffer({ offerId, title }: { offerId: number; title: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `offers.report.${id}` });
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState<ReportReason | undefined>();
  const [detalle, setDetalle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [report, { isLoading }] = useReportOfferMutation();
  const close = () => {
    setOpen(false);
    setMotivo(undefined);
    setDetalle('');
    setError(undefined);
  };
  const send = async () => {
    if (!motivo) {
      setError(text('reason_required'));
      return;
    }
    try {
      const answer = await report({ offerId, body: { motivo, detalle: detalle.trim() || null } }).unwrap();
      toast('success', answer.message ?? text('open'));
      close();
    } catch (failure) {
      setError(isApiFailure(failure) ? (failure.body.message ?? text('failed')) : text('failed'));
    }
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)} style={{ alignSelf: 'start' }}>
        {text('open')}
      </Button>
      <Modal
        open={open}
        title={`${text('open')}: ${title}`}
        okText={text('send')}
        cancelText={text('cancel')}
        onOk={send}
        confirmLoading={isLoading}
        onCancel={close}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={text('reason')} htmlFor="report-reason" required validateStatus={error && !motivo ? 'error' : undefined}>
            <Select<ReportReason>
              id="report-reason"
              value={motivo}
              onChange={setMotivo}
              options={reportReasons.map((reason) => ({
                value: reason,
                label: intl.formatMessage({ id: `offers.report.reason.${reason}` }),
              }))}
            />
          </Form.Item>
          <Form.Item label={text('detail')} htmlFor="report-detail">
            <Input.TextArea
              id="report-detail"
              rows={3}
              maxLength={1000}
              value={detalle}
              onChange={(event) => setDetalle(event.target.value)}
            />
          </Form.Item>
        </Form>
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
