import { Modal } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fieldRuleMessage, rejectionReasonRule } from '@portal/contracts';
import * as yup from 'yup';
import { checkedString } from '@portal/shared';
import { TextAreaField, useServerErrors } from '@portal/shared/kit/form-screen';
import { useReviewCompanyMutation, type UserView } from '../api/users-admin-api';

// The server's rule (10–500 characters), with its messages.
const reasonSchema = yup.object({ motivo: checkedString('motivo', (value) => fieldRuleMessage(rejectionReasonRule, value)) });

/**
 * Rejecting a company asks for the reason, which the company reads on its landing page and in
 * the e-mail it gets. Saved, the modal closes with the server's message as the toast.
 */
export function RejectCompanyModal({ user, onClose, onDone }: { user: UserView; onClose: () => void; onDone: (message: string) => void }) {
  const intl = useIntl();
  const [review] = useReviewCompanyMutation();
  const handleServerError = useServerErrors();
  const formId = useId();
  const name = user.company?.empresa ?? user.name_us;

  const submit = async ({ motivo }: { motivo: string }, helpers: FormikHelpers<{ motivo: string }>) => {
    try {
      const answer = await review({ id: user.id_us, review: { status: 'rechazada', motivo: motivo.trim() } }).unwrap();
      onDone(answer.message ?? '');
    } catch (error) {
      handleServerError(error, helpers);
    }
  };

  return (
    <Formik initialValues={{ motivo: '' }} validationSchema={reasonSchema} onSubmit={submit}>
      {(form) => (
        <Modal
          open
          title={intl.formatMessage({ id: 'users.reject_title' }, { name })}
          okText={intl.formatMessage({ id: 'users.reject_confirm' })}
          okButtonProps={{ htmlType: 'submit', form: formId, loading: form.isSubmitting }}
          cancelText={intl.formatMessage({ id: 'kit.cancel', defaultMessage: 'Cancelar' })}
          onCancel={onClose}
          // Typing a reason is work: a click outside must not throw it away.
          mask={{ closable: false }}
          destroyOnHidden
        >
          <Form id={formId} noValidate>
            <TextAreaField
              name="motivo"
              label={intl.formatMessage({ id: 'users.reject_reason' })}
              help={intl.formatMessage({ id: 'users.reject_reason_help' })}
              required
              rows={4}
              maxLength={rejectionReasonRule.max}
            />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
