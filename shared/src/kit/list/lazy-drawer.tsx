import { Spin } from 'antd';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { deferred } from '../deferred';
import { kitMessages } from '../i18n/kit-messages';

/** Covers the page while a drawer's code arrives, and says so to a screen reader. */
function DrawerLoading() {
  const { formatMessage } = useIntl();
  return <Spin fullscreen description={formatMessage(kitMessages.loading)} />;
}

/**
 * A list's create or edit drawer (or dialog) whose code loads the first time it opens: the list
 * screen then needs only `@portal/shared/kit/list-screen`, and the form kit (formik, antd's Form and
 * fields) comes with the first "Nuevo" or "Editar". Until it is there, a spinner covers the page,
 * so the click visibly did something.
 *
 *   const UserForm = lazyDrawer(() => import('./user-form').then((module) => module.UserForm));
 */
export function lazyDrawer<P extends object>(load: () => Promise<ComponentType<P>>) {
  return deferred<P>(() => load().then((component) => ({ default: component })), <DrawerLoading />);
}
