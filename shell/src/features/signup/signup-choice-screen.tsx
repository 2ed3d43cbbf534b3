import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/shared/router';
import { Flex, Typography } from 'antd';
import { useProductTitle } from '../../common/product-title';
import { paths } from '../../config/paths';
import { AuthPanel } from '../../common/auth-panel';

const choices = [
  { href: paths.signupStudent.getHref(), title: 'signup.student', description: 'signup.student_description' },
  { href: paths.signupCompany.getHref(), title: 'signup.company', description: 'signup.company_description' },
];

/** `/singup`: the visitor says whether they are a student or a company. */
export function SignupChoiceScreen() {
  const title = useProductTitle();
  return (
    <AuthPanel title={<FormattedMessage id="signup.title" />} width={560}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="signup.subtitle" values={{ title }} />
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        {choices.map((choice) => (
          <Link key={choice.href} to={choice.href} className="portal-choice">
            <Typography.Text strong style={{ fontSize: 16, color: 'inherit' }}>
              <FormattedMessage id={choice.title} />
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              <FormattedMessage id={choice.description} />
            </Typography.Text>
          </Link>
        ))}
      </Flex>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <FormattedMessage id="signup.have_account" />{' '}
        <Link to={paths.login.getHref()}>
          <FormattedMessage id="signup.login" />
        </Link>
      </p>
    </AuthPanel>
  );
}
