import { applicationFieldRules, cvRoutes, offerFieldMessage } from '@portal/contracts';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { checkedString, isApiFailure, toast } from '@portal/shared';
import { TextAreaField, useServerErrors } from '@portal/shared/kit/form-screen';
import { Link } from '@portal/shared/router';
import { useApplyToOfferMutation } from '../api/offers-api';
import { optionalText } from '../../../common/optional-text';

const carta = applicationFieldRules.carta;
// The contract's rule, the one the server's 422 comes from: the same words before sending.
const schema = yup.object({ carta: checkedString('carta', (value) => offerFieldMessage(carta, value)) });

/** Why the server refused, when the letter is not the reason: a 409, or a CV without its basic section. */
interface Refusal {
  message: string;
  /** The CV lacks its personal data (422 on `cv`): link to where it is filled. */
  cv: boolean;
}

/**
 * "Postular": a dialog with the optional cover letter. A 422 on the letter goes under it; a 422
 * on `cv` (the CV lacks its basic section) and a 409 (already applied, the offer closed meanwhile)
 * are said in the dialog — with a way to the personal data for the first. On success the offer's
 * page turns the button into "Ya postulaste" (its cache tag is invalidated).
 */
export function ApplyDialog({ offerId, title, open, onClose }: { offerId: number; title: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const formId = useId();
  const [apply, { isLoading }] = useApplyToOfferMutation();
  const handleServerError = useServerErrors();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const submit = async (values: { carta: string }, helpers: FormikHelpers<{ carta: string }>) => {
    setRefusal(null);
    try {
      const answer = await apply({ offerId, body: { carta: optionalText(values.carta) } }).unwrap();
      toast('success', answer.message || intl.formatMessage({ id: 'offers.apply.sent' }));
      helpers.resetForm();
      close();
    } catch (error) {
      const cvMessage = isApiFailure(error) && error.status === 422 ? error.body.errors?.cv?.[0] : undefined;
      if (cvMessage) setRefusal({ message: cvMessage, cv: true });
      else if (isApiFailure(error) && error.status === 409 && error.body.message) setRefusal({ message: error.body.message, cv: false });
      else handleServerError(error, helpers);
    }
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'offers.apply.title' }, { title })}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {intl.formatMessage({ id: 'offers.apply.cancel' })}
        </Button>,
        <Button key="send" type="primary" htmlType="submit" form={formId} loading={isLoading}>
          {intl.formatMessage({ id: 'offers.apply.send' })}
        </Button>,
      ]}
    >
      <Formik initialValues={{ carta: '' }} validationSchema={schema} onSubmit={submit}>
        <Form id={formId} noValidate>
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>{intl.formatMessage({ id: 'offers.apply.intro' })}</Typography.Paragraph>
            {refusal && (
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={refusal.message}
                description={
                  refusal.cv && (
                    <Link to={cvRoutes.basic.path} onClick={close}>
                      {intl.formatMessage({ id: 'offers.apply.complete_cv' })}
                    </Link>
                  )
                }
              />
            )}
            <TextAreaField
              name="carta"
              label={intl.formatMessage({ id: 'offers.apply.carta' })}
              help={intl.formatMessage({ id: 'offers.apply.carta_help' })}
              rows={6}
              maxLength={carta.rule.max}
            />
          </Flex>
        </Form>
      </Formik>
    </Modal>
  );
}
