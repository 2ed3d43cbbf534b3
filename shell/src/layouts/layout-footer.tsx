import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/shared/router';
import { Flex, Typography } from 'antd';
import { useProductTitle } from '../common/product-title';
import { paths } from '../config/paths';

export function LayoutFooter() {
  const productTitle = useProductTitle();
  return (
    <Flex justify="space-between" wrap gap={8}>
      <Typography.Text type="secondary">
        <FormattedMessage id="layout.footer" values={{ year: new Date().getFullYear(), title: productTitle }} />
      </Typography.Text>
      <Link to={paths.help.getHref()}>
        <FormattedMessage id="layout.help" />
      </Link>
    </Flex>
  );
}
