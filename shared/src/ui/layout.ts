/**
 * antd components of the logged-in frame (navigation, top bar, drawers). A separate shared
 * singleton from `@portal/shared/ui`, so the sign-in screens never download them.
 */
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Grid } from 'antd/es/grid';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Tooltip } from 'antd/es/tooltip';
export type { MenuProps } from 'antd/es/menu';
