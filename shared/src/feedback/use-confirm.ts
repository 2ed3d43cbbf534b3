import { useIntl } from 'react-intl';
import { App } from 'antd';

/**
 * A confirmation dialog that never closes on an outside click or Escape (spec §4), with the
 * yes/no buttons from the translations. Resolves true on yes.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const intl = useIntl();
  return (title: string, content?: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText: intl.formatMessage({ id: 'actions.yes' }),
        cancelText: intl.formatMessage({ id: 'actions.no' }),
        mask: { closable: false },
        keyboard: false,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
