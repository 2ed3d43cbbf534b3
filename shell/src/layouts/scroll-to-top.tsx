import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { Button } from 'antd';

/** Appears after this much scroll (spec §9). */
export const scrollTopThreshold = 200;

/** The round "back to top" button, once the page has scrolled past 200 px. */
export function ScrollToTop() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Read on scroll only: reading scrollY at mount forced a layout in the middle of the first
    // render (98 ms at CPU ×4). A page opens at the top, and a browser that restores a scrolled
    // position fires a scroll event.
    const update = () => setVisible(window.scrollY > scrollTopThreshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Button
      type="primary"
      shape="circle"
      size="large"
      icon={<ArrowUpOutlined aria-hidden />}
      aria-label={intl.formatMessage({ id: 'layout.scroll_top' })}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{ position: 'fixed', insetInlineEnd: 24, insetBlockEnd: 24, zIndex: 1000 }}
    />
  );
}
