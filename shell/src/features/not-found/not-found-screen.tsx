import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Result } from '@portal/shared/ui';
import { paths } from '../../config/paths';

export function NotFoundScreen() {
  return (
    <Result
      status="404"
      title={<FormattedMessage id="not_found.title" />}
      subTitle={<FormattedMessage id="not_found.description" />}
      extra={
        <Link to={paths.root.getHref()}>
          <Button type="primary">
            <FormattedMessage id="actions.back_home" />
          </Button>
        </Link>
      }
    />
  );
}
