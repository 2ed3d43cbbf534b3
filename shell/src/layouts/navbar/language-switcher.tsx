import { useIntl } from 'react-intl';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { locales, useUiSettings, type LocaleCode } from '@portal/shared';
import { Button, Dropdown } from 'antd';

/** Shown only when the configuration enables the switcher (PRODUCT.md). */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { languageSwitcher, language, setSetting } = useUiSettings();
  if (!languageSwitcher) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: locales.map((locale) => ({ key: locale.i18nLang, label: <span lang={locale.i18nLang}>{locale.label}</span> })),
        onClick: ({ key }) => setSetting('language', key as LocaleCode),
      }}
    >
      <Button
        type="text"
        shape="circle"
        icon={<TranslationOutlined aria-hidden />}
        aria-label={intl.formatMessage({ id: 'layout.language' })}
      />
    </Dropdown>
  );
}
