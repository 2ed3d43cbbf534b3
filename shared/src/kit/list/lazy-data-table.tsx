import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from 'antd';
import type { DataTableProps } from '../../components/data-table';
import { deferred } from '../deferred';
import { kitMessages } from '../i18n/kit-messages';

/** What a list shows before its rows: before its first answer, and while the table's code arrives. */
export function ListSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(kitMessages.loading)}>
      <Skeleton active paragraph={{ rows: 6 }} title={false} />
    </div>
  );
}

/**
 * The table's code: the DataTable with antd's Table, its pager and the selects and trees they
 * use (~50 KiB gzip). Its own request, which a list page starts when it mounts, beside its data
 * (see ListPage): the title, search and skeleton no longer wait for it on a slow network.
 */
export const loadDataTable = () => import('../../components/data-table');

/** The shared DataTable (components/data-table.tsx), downloaded the first time one shows. */
export const DataTable = deferred(async () => ({ default: (await loadDataTable()).DataTable }), <ListSkeleton />) as unknown as <T>(
  props: DataTableProps<T>,
) => ReactNode;
