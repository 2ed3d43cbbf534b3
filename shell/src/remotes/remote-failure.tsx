import { FormattedMessage } from 'react-intl';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import { Button } from 'antd';
import { StatusPanel } from '../common/status-panel';

interface Props {
  kind: 'unavailable' | 'crashed';
  /** Human name of the area that failed (its menu title). */
  area: string;
  onRetry: () => void;
  /** The heading level where the message stands (2 in the content area). */
  level?: 2 | 3 | 4;
}

/** Shown in the content area when a remote cannot be reached or fails while rendering. */
export function RemoteFailure({ kind, area, onRetry, level = 2 }: Props) {
  return (
    <StatusPanel
      icon={kind === 'unavailable' ? <DisconnectOutlined /> : <CloseCircleOutlined />}
      level={level}
      title={<FormattedMessage id={`remote.${kind}.title`} />}
      description={<FormattedMessage id={`remote.${kind}.description`} values={{ area }} />}
      action={
        <Button type="primary" onClick={onRetry}>
          <FormattedMessage id="actions.retry" />
        </Button>
      }
    />
  );
}
