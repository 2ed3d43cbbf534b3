import { foldAccents } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { flattenMenu, selectMenu, useAppSelector } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { AutoComplete, Input } from 'antd';
import { paths } from '../../config/paths';
import { menuTitle } from '../menu-items';

/** Case- and accent-insensitive form of a text, for matching what the user types. */
const searchable = (text: string) => foldAccents(text, { drop: 'diacritics' });

/** Finds the user's menu entries (and the home and help pages) by their title and opens one. */
export function MenuSearch({ width }: { width: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const menu = useAppSelector(selectMenu);
  const [query, setQuery] = useState('');

  const entries = useMemo(
    () => [
      { path: paths.root.getHref(), label: intl.formatMessage({ id: 'layout.home' }) },
      { path: paths.help.getHref(), label: intl.formatMessage({ id: 'layout.help' }) },
      ...flattenMenu(menu)
        .filter((item) => item.path)
        .map((item) => ({ path: item.path as string, label: menuTitle(item, intl) })),
    ],
    [menu, intl],
  );
  const needle = searchable(query.trim());
  const options = needle
    ? entries.filter((entry) => searchable(entry.label).includes(needle)).map((entry) => ({ value: entry.path, label: entry.label }))
    : [];

  return (
    <AutoComplete
      value={query}
      options={options}
      style={{ width }}
      onSearch={setQuery}
      onSelect={(path: string) => {
        setQuery('');
        navigate(path);
      }}
      notFoundContent={needle ? intl.formatMessage({ id: 'layout.search_empty' }) : undefined}
    >
      <Input
        prefix={<SearchOutlined aria-hidden />}
        placeholder={intl.formatMessage({ id: 'layout.search_placeholder' })}
        aria-label={intl.formatMessage({ id: 'layout.search' })}
        variant="filled"
        allowClear
      />
    </AutoComplete>
  );
}
