import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@portal/shared/router';
import { Button, Result, Typography } from '@portal/shared/ui';
import { paths } from '../../config/paths';

export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          <FormattedMessage id="not_found.title" />
        </Typography.Title>
      }
      subTitle={<FormattedMessage id="not_found.description" />}
      extra={
        <Button type="primary" onClick={() => navigate(paths.root.getHref())}>
          <FormattedMessage id="actions.back_home" />
        </Button>
      }
    />
  );
}
