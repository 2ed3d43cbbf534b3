import { FormattedMessage } from 'react-intl';
import CompassOutlined from '@ant-design/icons/CompassOutlined';
import { useNavigate } from '@portal/shared/router';
import { Button } from 'antd';
import { StatusPanel } from '../../common/status-panel';
import { paths } from '../../config/paths';

export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <StatusPanel
      icon={<CompassOutlined />}
      level={1}
      title={<FormattedMessage id="not_found.title" />}
      description={<FormattedMessage id="not_found.description" />}
      action={
        <Button type="primary" onClick={() => navigate(paths.root.getHref())}>
          <FormattedMessage id="actions.back_home" />
        </Button>
      }
    />
  );
}
