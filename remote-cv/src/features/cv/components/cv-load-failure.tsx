import { Button, Result } from 'antd';
import { useIntl } from 'react-intl';

/** The CV could not be read: say so, with a retry (the header says it too, briefly). */
export function CvLoadFailure({ onRetry }: { onRetry: () => unknown }) {
  const intl = useIntl();
  return (
    <Result
      status="warning"
      title={intl.formatMessage({ id: 'cv.header.load_error' })}
      extra={
        <Button type="primary" onClick={() => void onRetry()}>
          {intl.formatMessage({ id: 'actions.retry' })}
        </Button>
      }
    />
  );
}
