import { useIntl } from 'react-intl';

/**
 * What shows while the first page's code loads: the start-up spinner of index.html (its styles
 * live there), so the page goes on looking the same until the screen arrives.
 */
export function StartupLoader() {
  const intl = useIntl();
  return (
    <div id="initial-loader" role="status" aria-label={intl.formatMessage({ id: 'layout.page_loading' })}>
      <div className="spinner" />
    </div>
  );
}
