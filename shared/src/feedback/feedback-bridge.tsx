import { useEffect } from 'react';
import { App } from 'antd';
import { bindToasts } from './toast';

/** Hands antd's context-aware notification API to the toast service while mounted. */
export function FeedbackBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    bindToasts(notification);
    return () => bindToasts(null);
  }, [notification]);
  return null;
}
