import { cloneElement, isValidElement, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import VerticalLeftOutlined from '@ant-design/icons/VerticalLeftOutlined';
import VerticalRightOutlined from '@ant-design/icons/VerticalRightOutlined';
import { Button, Flex, Pagination, Table, Typography, type PaginationProps, type TableProps } from 'antd';
// The kit reaches the core through its package name, so a remote's own copy of the kit binds
// to the shell's one settings context instead of bundling a second one.
import { useUiSettings } from '@portal/shared';

export interface DataTablePaging {
  /** The page shown (1-based); omit to let the table keep it. */
  current?: number;
  pageSize?: number;
  /** Rows on the server; omit when `dataSource` holds every row (the table pages it itself). */
  total?: number;
  onChange?: (page: number, pageSize: number) => void;
}

export interface DataTableProps<T> extends Omit<TableProps<T>, 'pagination'> {
  pagination?: DataTablePaging | false;
}

/**
 * antd writes each page number as `<a rel="nofollow">` with no address, which crawlers count as a
 * broken link: a plain placeholder instead (the list item around it is the control).
 */
const pageNumber: PaginationProps['itemRender'] = (_page, type, element) =>
  type === 'page' && isValidElement<{ rel?: string }>(element) ? cloneElement(element, { rel: undefined }) : element;

/**
 * The portal's table (spec §8, §9): the result count in three forms (none, one, {n}) and a
 * pager with first and last page buttons. Pages `dataSource` itself, or shows the server's
 * page when `pagination.total` and `onChange` are given.
 *
 * Its rows render at a transition's priority: a list's data arrives through the store, whose
 * updates React renders in one uninterrupted task, and a page of rows is the costly part of a
 * list screen (100 ms and more on a slow phone). The screen's update shows the table as it was
 * (rows, count and pager together) and the new one follows in slices the browser can interrupt,
 * so a tap or a key in the search box is answered meanwhile.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const shown = useDeferredValue(props);
  // The same element while the new props render in the background: React skips the table.
  return useMemo(() => <TableWithPager<T> {...shown} />, [shown]);
}

function TableWithPager<T extends object>({ pagination = {}, dataSource = [], ...tableProps }: DataTableProps<T>) {
  const intl = useIntl();
  const { direction } = useUiSettings();
  const [ownPage, setOwnPage] = useState(1);
  const paging = pagination === false ? null : pagination;
  const pageSize = paging?.pageSize ?? 10;
  const serverSide = paging?.total !== undefined;
  const total = paging?.total ?? dataSource.length;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(paging?.current ?? ownPage, lastPage);
  const rows = paging && !serverSide ? dataSource.slice((current - 1) * pageSize, current * pageSize) : dataSource;

  const goTo = (page: number, size = pageSize) => {
    setOwnPage(page);
    paging?.onChange?.(page, size);
  };
  const [firstIcon, lastIcon] =
    direction === 'rtl'
      ? [<VerticalLeftOutlined key="f" />, <VerticalRightOutlined key="l" />]
      : [<VerticalRightOutlined key="f" />, <VerticalLeftOutlined key="l" />];

  return (
    <Flex vertical gap={12}>
      <Table<T> {...tableProps} dataSource={rows} pagination={false} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" role="status">
          {intl.formatMessage({ id: 'table.results' }, { count: total })}
        </Typography.Text>
        {paging && (
          <Flex align="center" gap={4} wrap>
            <Button
              type="text"
              size="small"
              icon={firstIcon}
              aria-label={intl.formatMessage({ id: 'table.first_page' })}
              disabled={current <= 1}
              onClick={() => goTo(1)}
            />
            <Pagination
              size="small"
              current={current}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              itemRender={pageNumber}
              onChange={(page, size) => goTo(page, size)}
            />
            <Button
              type="text"
              size="small"
              icon={lastIcon}
              aria-label={intl.formatMessage({ id: 'table.last_page' })}
              disabled={current >= lastPage}
              onClick={() => goTo(lastPage)}
            />
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
