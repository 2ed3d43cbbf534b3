import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { locales, settingOptions, useUiSettings, type LocaleCode, type UiSettings } from '@portal/shared';
import { Drawer, Flex, Segmented, Switch, Typography } from 'antd';

type ChoiceKey = keyof typeof settingOptions;

const messageKey: Record<ChoiceKey, string> = {
  theme: 'layout.theme',
  skin: 'settings.skin',
  contentWidth: 'settings.content_width',
  navbarType: 'settings.navbar_type',
  footerType: 'settings.footer_type',
  navLayout: 'settings.nav_layout',
};

const optionKey = (key: ChoiceKey, option: string) =>
  key === 'theme' ? `layout.theme_${option}` : `${messageKey[key]}_${option.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

function Setting({ label, children, hint }: { label: string; children: (labelId: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong id={id}>
        {label}
      </Typography.Text>
      {children(id)}
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Flex>
  );
}

/** Every interface preference (spec §4), each saved to its cookie as soon as it changes. */
export function SettingsDrawer({ open, onClose, navForcedVertical }: { open: boolean; onClose: () => void; navForcedVertical: boolean }) {
  const intl = useIntl();
  const { settings, setSetting, languageSwitcher, language, direction } = useUiSettings();
  const t = (id: string) => intl.formatMessage({ id });

  const choice = (key: ChoiceKey, hint?: string) => (
    <Setting key={key} label={t(messageKey[key])} hint={hint}>
      {(labelId) => (
        <Segmented
          block
          aria-labelledby={labelId}
          value={settings[key]}
          options={settingOptions[key].map((option) => ({ value: option, label: t(optionKey(key, option)) }))}
          onChange={(value) => setSetting(key, value as UiSettings[typeof key])}
        />
      )}
    </Setting>
  );
  const toggle = (key: 'navbarBlur' | 'navCollapsed' | 'semiDarkNav', label: string) => (
    <Flex key={key} justify="space-between" align="center" gap={12}>
      <Typography.Text strong>{label}</Typography.Text>
      <Switch aria-label={label} checked={settings[key]} onChange={(checked) => setSetting(key, checked)} />
    </Flex>
  );

  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} placement={direction === 'rtl' ? 'left' : 'right'} size={340}>
      <Flex vertical gap={20}>
        {choice('theme')}
        {choice('skin')}
        {choice('contentWidth')}
        {choice('navLayout', navForcedVertical ? t('settings.nav_forced_vertical') : undefined)}
        {choice('navbarType')}
        {toggle('navbarBlur', t('settings.navbar_blur'))}
        {choice('footerType')}
        {toggle('navCollapsed', t('settings.nav_collapsed'))}
        {toggle('semiDarkNav', t('settings.semi_dark'))}
        {languageSwitcher && (
          <Setting label={t('settings.language')}>
            {(labelId) => (
              <Segmented
                block
                aria-labelledby={labelId}
                value={language}
                options={locales.map((locale) => ({ value: locale.i18nLang, label: <span lang={locale.i18nLang}>{locale.label}</span> }))}
                onChange={(value) => setSetting('language', value as LocaleCode)}
              />
            )}
          </Setting>
        )}
      </Flex>
    </Drawer>
  );
}
