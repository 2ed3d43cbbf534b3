/**
 * The portal's one door to antd. Every app imports its components from here, never from
 * 'antd': this module is a shared singleton, so there is one antd instance (one theme,
 * locale and direction), and each component is imported by its own path so the shared chunk
 * holds only the components listed here instead of the whole library.
 * A component missing here is a build error in the app that needs it, not a run-time one.
 */
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Flex } from 'antd/es/flex';
export { default as Grid } from 'antd/es/grid';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Result } from 'antd/es/result';
export { default as Select } from 'antd/es/select';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export { default as theme } from 'antd/es/theme';
export type { MenuProps } from 'antd/es/menu';
