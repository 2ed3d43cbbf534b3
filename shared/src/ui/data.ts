/**
 * antd components for data screens (lists, pickers). A separate shared singleton from
 * `@portal/shared/ui`, so screens that do not need them never download them.
 */
export { default as Select } from 'antd/es/select';
export { default as Table } from 'antd/es/table';
export type { TableProps, ColumnsType } from 'antd/es/table';
export { default as Pagination } from 'antd/es/pagination';
export { SelectField, type SelectOption } from '../forms/select-field';
export { DataTable, type DataTableProps, type DataTablePaging } from '../components/data-table';
