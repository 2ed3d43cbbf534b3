/**
 * antd components for data screens (lists, pickers). A separate shared singleton from
 * `@portal/shared/ui`, so screens that do not need them never download them.
 */
export { default as Card } from 'antd/es/card';
export { default as Col } from 'antd/es/col';
export { default as List } from 'antd/es/list';
export { default as Progress } from 'antd/es/progress';
export { default as Row } from 'antd/es/row';
export { default as Segmented } from 'antd/es/segmented';
export { default as Statistic } from 'antd/es/statistic';
export { default as Switch } from 'antd/es/switch';
export { default as Select } from 'antd/es/select';
export { default as Table } from 'antd/es/table';
export type { TableProps, ColumnsType } from 'antd/es/table';
export { default as Pagination } from 'antd/es/pagination';
export { SelectField, type SelectOption } from '../forms/select-field';
export { DataTable, type DataTableProps, type DataTablePaging } from '../components/data-table';
