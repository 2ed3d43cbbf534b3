import { FormattedMessage } from 'react-intl';
import { primaryColor } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { useProductTitle } from '../common/product-title';
import { paths } from '../config/paths';
import { visuallyHidden } from './visually-hidden';

/** The layout's short label ("BE") linking home; the product title is its accessible name. */
export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const productTitle = useProductTitle();
  return (
    <Link
      to={paths.root.getHref()}
      title={productTitle}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, textDecoration: 'none', color: 'inherit', flexShrink: 0 }}
    >
      <span
        aria-hidden
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: 8,
          background: primaryColor,
          color: '#0b1d26',
          fontWeight: 700,
          fontSize: 15,
        }}
      >
        <FormattedMessage id="app.short_title" />
      </span>
      <span style={collapsed ? visuallyHidden : { fontWeight: 600, fontSize: 15, lineHeight: 1.2, maxWidth: 170 }}>{productTitle}</span>
    </Link>
  );
}
