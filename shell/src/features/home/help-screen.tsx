import { FormattedMessage } from 'react-intl';
import { MessagesScope, selectUser, useAppSelector } from '@portal/shared';
import { Card, Typography } from 'antd';
import { useProductTitle } from '../../common/product-title';
import { homeMessages } from './home-messages';
import { portalRole } from './role';

function Help() {
  const user = useAppSelector(selectUser);
  const productTitle = useProductTitle();
  const role = portalRole(user?.role.id_ro);
  // The user's own role first; an unknown (administrator-made) role reads every section.
  const sections = role ? [role] : (['student', 'company', 'admin'] as const);
  return (
    <article aria-labelledby="help-title">
      <Typography.Title level={3} id="help-title">
        <FormattedMessage id="menu.second-page" />
      </Typography.Title>
      <Typography.Paragraph>
        <FormattedMessage id="help.intro" values={{ title: productTitle }} />
      </Typography.Paragraph>
      {sections.map((section) => (
        <Card key={section} style={{ marginBlockEnd: 16 }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            <FormattedMessage id={`help.${section}.title`} />
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            <FormattedMessage id={`help.${section}.body`} />
          </Typography.Paragraph>
        </Card>
      ))}
      <Typography.Paragraph>
        <FormattedMessage id="help.navigation" />
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="help.contact" />
      </Typography.Paragraph>
    </article>
  );
}

/** `/second-page`: how the portal works for the user's role (PRODUCT.md). */
export function HelpScreen() {
  return (
    <MessagesScope messages={homeMessages}>
      <Help />
    </MessagesScope>
  );
}
