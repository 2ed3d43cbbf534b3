import { Alert } from 'antd';
import { useIntl } from 'react-intl';

interface ApprovalAlertProps {
  id?: string;
  /** Why publishing is refused: publishing's 403 words (from the landing figures or a refused publication). */
  reason: string;
  /** The administrator's reason for turning the company down, when it was. */
  rejection?: string | null;
  savedAsDraft?: boolean;
}

/** Why the company cannot publish yet, in the server's words, and what it can do meanwhile. */
export function ApprovalAlert({ id, reason, rejection, savedAsDraft = false }: ApprovalAlertProps) {
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
          {rejection && (
            <p style={{ margin: '8px 0 0' }}>{intl.formatMessage({ id: 'offers.form.rejection_reason' }, { motivo: rejection })}</p>
          )}
        </>
      }
    />
  );
}

/** The codes of a 403 that refuses a publication because of the company's approval. */
export const approvalRefusalCodes = ['company_pending', 'company_rejected'];
