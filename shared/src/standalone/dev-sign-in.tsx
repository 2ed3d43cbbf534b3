import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getApiClient } from '../api/base-api';
import type { LoginData } from '../contracts/session';
import { useAppDispatch } from '../store/hooks';
import { loggedIn } from '../store/session-slice';

/**
 * The standalone remote's sign-in: `POST /api/user/login` through the shared client (the
 * remote's dev server proxies /api to the API on :8080), then the session and menu in the store.
 * A refused sign-in shows the server's message as the portal's usual toast.
 */
export function DevSignIn({ apiBase }: { apiBase: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const text = (id: string) => intl.formatMessage({ id });

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    setSending(true);
    try {
      dispatch(loggedIn(await getApiClient().post<LoginData>('user/login', { email, password, remember: false })));
    } catch {
      // the API client already showed why
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={text('standalone.sign_in')} style={{ maxWidth: 420, margin: '48px auto' }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={intl.formatMessage({ id: 'standalone.sign_in_hint' }, { api: apiBase })}
      />
      <Form layout="vertical" onFinish={signIn} requiredMark={false}>
        <Form.Item name="email" label={text('standalone.email')} rules={[{ required: true, message: text('validation.required') }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={text('standalone.password')} rules={[{ required: true, message: text('validation.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending} block>
          {text('standalone.sign_in')}
        </Button>
      </Form>
    </Card>
  );
}
