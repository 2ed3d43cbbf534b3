import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';

/** The CV could not be read: say so, with a retry (an Alert, as the header's: no other component to download). */
export function CvLoadFailure({ onRetry }: { onRetry: () => unknown }) {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      title={intl.formatMessage({ id: 'cv.header.load_error' })}
      action={
        <Button size="small" onClick={() => void onRetry()}>
          {intl.formatMessage({ id: 'actions.retry' })}
        </Button>
      }
    />
  );
}
