import { FormattedMessage } from 'react-intl';
import { Button, Result, Typography } from '@portal/shared/ui';

interface Props {
  kind: 'unavailable' | 'crashed';
  /** Human name of the area that failed (its menu title). */
  area: string;
  onRetry: () => void;
}

/** Shown in the content area when a remote cannot be reached or fails while rendering. */
export function RemoteFailure({ kind, area, onRetry }: Props) {
  return (
    <Result
      status={kind === 'unavailable' ? 'warning' : 'error'}
      title={
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          <FormattedMessage id={`remote.${kind}.title`} />
        </Typography.Title>
      }
      subTitle={<FormattedMessage id={`remote.${kind}.description`} values={{ area }} />}
      extra={
        <Button type="primary" onClick={onRetry}>
          <FormattedMessage id="actions.retry" />
        </Button>
      }
    />
  );
}
