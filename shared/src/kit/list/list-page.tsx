import { Button, Empty, Flex, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { deferred } from '../deferred';
import { kitMessages } from '../i18n/kit-messages';
import type { Page } from '../api/page';
import { DataTable, ListSkeleton, loadDataTable } from './lazy-data-table';
import { SearchBox, type SearchBoxProps } from './search-box';
import { useScreen } from '@portal/shared';

/** What the list needs from an RTK Query hook's result (`useGetThingsQuery(...)`). */
export interface ListQuery<T> {
  data?: Page<T>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** antd's Result, for a list that could not load: loaded then (see deferred.tsx). */
const Result = deferred(() => import('antd/es/result'), null);

export interface ListPageProps<T extends object> {
  title: ReactNode;
  /** The heading level of the title (the page's own title is usually above it). */
  titleLevel?: 1 | 2 | 3 | 4;
  /** Buttons beside the title (Agregar, behind `<Can action="c">`). */
  actions?: ReactNode;
  /** Something the user should know before the list (an Alert), drawn under the title. */
  notice?: ReactNode;
  search?: SearchBoxProps;
  /** Controls that narrow the list (an "active" filter), drawn beside the search box. */
  filters?: ReactNode;
  query: ListQuery<T>;
  columns: TableProps<T>['columns'];
  /**
   * On a phone (below the `sm` breakpoint), these columns instead of `columns` and no
   * horizontal scroll: usually one column that draws each row as a card (spec §9: 360 px).
   */
  compactColumns?: TableProps<T>['columns'];
  rowKey: TableProps<T>['rowKey'];
  /** The server's paging; the page size and the page change are the screen's state. */
  paging: { page: number; perPage: number; onChange: (page: number, perPage: number) => void };
  /** What an empty list says ("No hay elementos para mostrar." by default). */
  emptyText?: ReactNode;
  /** A row's own handlers (a click that opens the record; keep a button in the row for the keyboard). */
  onRow?: TableProps<T>['onRow'];
  /** Rows that open to show more (antd's `expandable`: a record's details under its row). */
  expandable?: TableProps<T>['expandable'];
}

/**
 * A server-paged list screen: title and actions, a debounced search, filters, and the shared
 * DataTable (first/last page buttons, the result count in three forms), whose code comes in beside
 * the first answer (lazy-data-table.tsx). Until both are in it shows a skeleton; a failed load
 * says so with a retry button; an empty list says so.
 */
export function ListPage<T extends object>({
  title,
  titleLevel = 2,
  actions,
  notice,
  search,
  filters,
  query,
  columns,
  compactColumns,
  rowKey,
  paging,
  emptyText,
  onRow,
  expandable,
}: ListPageProps<T>) {
  const intl = useIntl();
  const { isLoading, isFetching, isError, refetch } = query;
  // The answer arrives through the store, whose updates React renders in one task: the skeleton
  // stays while the table's first rows render as a transition, in slices a tap can interrupt.
  const data = useDeferredValue(query.data);
  const phone = useScreen('xs');
  const compact = compactColumns !== undefined && phone;
  // The table's code downloads beside the first page of data, after the title has painted.
  useEffect(() => void loadDataTable(), []);

  let body: ReactNode;
  if (isError) {
    body = (
      <Result
        status="warning"
        title={intl.formatMessage(kitMessages.loadError)}
        subTitle={intl.formatMessage(kitMessages.loadErrorHint)}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </Button>
        }
      />
    );
  } else if (isLoading || !data) {
    body = <ListSkeleton />;
  } else {
    body = (
      <DataTable<T>
        columns={compact ? compactColumns : columns}
        rowKey={rowKey}
        onRow={onRow}
        expandable={expandable}
        dataSource={data.items}
        loading={isFetching}
        scroll={compact ? undefined : { x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? intl.formatMessage(kitMessages.empty)} />,
        }}
        pagination={{ current: paging.page, pageSize: paging.perPage, total: data.total, onChange: paging.onChange }}
      />
    );
  }

  return (
    <Flex vertical gap={16} component="section">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={titleLevel} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions && <Flex gap={8}>{actions}</Flex>}
      </Flex>
      {notice}
      {(search || filters) && (
        <Flex gap={8} wrap align="center">
          {search && <SearchBox {...search} />}
          {filters}
        </Flex>
      )}
      {body}
    </Flex>
  );
}
