import { FormattedMessage } from 'react-intl';
import { Button, Result } from '@portal/shared/ui';

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
      title={<FormattedMessage id={`remote.${kind}.title`} />}
      subTitle={<FormattedMessage id={`remote.${kind}.description`} values={{ area }} />}
      extra={
        <Button type="primary" onClick={onRetry}>
          <FormattedMessage id="actions.retry" />
        </Button>
      }
    />
  );
}
