import { FormattedMessage } from 'react-intl';
import { Typography } from 'antd';

/** A titled screen whose content comes in a later issue. */
export function ScreenPlaceholder({ titleId }: { titleId: string }) {
  return (
    <section>
      <Typography.Title level={3}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="messages.coming_soon" />
      </Typography.Paragraph>
    </section>
  );
}
