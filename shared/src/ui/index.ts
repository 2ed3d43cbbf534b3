/**
 * The portal's one door to antd, core part: what a sign-in or sign-up screen needs.
 * Every app imports antd components from here (or from `@portal/shared/ui-layout`), never
 * from 'antd': these modules are shared singletons, so there is one antd instance (one
 * theme, locale and direction), and each component is imported by its own path so a shared
 * chunk holds only the components listed instead of the whole library (~430 KiB gzip).
 * A component missing here is a build error in the app that needs it, not a run-time one.
 */
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Divider } from 'antd/es/divider';
export { default as Flex } from 'antd/es/flex';
export { default as Input } from 'antd/es/input';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Typography } from 'antd/es/typography';
export { default as theme } from 'antd/es/theme';
