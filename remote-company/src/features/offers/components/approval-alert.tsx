import { Alert } from 'antd';
import { useIntl } from 'react-intl';

/**
 * Why the company cannot publish yet, in the server's words (the summary's `motivo`, or the
 * 403 of a refused publication), and what it can do meanwhile.
 */
export function ApprovalAlert({ id, reason, savedAsDraft = false }: { id?: string; reason: string; savedAsDraft?: boolean }) {
  const intl = useIntl();
  return (
    <Alert
      id={id}
      type="warning"
      showIcon
      title={intl.formatMessage({ id: 'offers.form.pending_title' })}
      description={
        <>
          {reason} {intl.formatMessage({ id: savedAsDraft ? 'offers.form.saved_as_draft' : 'offers.form.pending_drafts' })}
        </>
      }
    />
  );
}

/** The codes of a 403 that refuses a publication because of the company's approval. */
export const approvalRefusalCodes = ['company_pending', 'company_rejected'];
