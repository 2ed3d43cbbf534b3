import { cvSectionKeys, cvSectionTitle, type CvEntrySection } from '@portal/contracts';
import type { CvEntry } from '@portal/contracts/schemas';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Empty, Skeleton } from 'antd';
import type { FormikValues } from 'formik';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { Can, useDeleteAction } from '@portal/shared/kit/form-screen';
import { useDeleteCvEntryMutation, useGetCvQuery } from '../api/cv-api';
import { CvLoadFailure } from '../components/cv-load-failure';
import { CvPage } from '../components/cv-page';
import { EntryCard } from './entry-card';
import { EntryForm } from './entry-form';
import type { SectionDefinition } from './section-definition';

/** Cards side by side on wide screens, one under another on a phone (never wider than it). */
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: 0,
} as const;

/**
 * A repeatable section's screen (`/CV/{section}`): its entries as cards, newest first, with
 * add / edit / delete as the role's flags on the section's menu item allow — they follow the
 * session live, so a flag switched off by an administrator hides its buttons at once.
 */
export function SectionScreen<S extends CvEntrySection, V extends FormikValues>({ definition }: { definition: SectionDefinition<S, V> }) {
  const intl = useIntl();
  const { section } = definition;
  const menu = cvSectionTitle[section];
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data: answer, isError, refetch } = useGetCvQuery();
  // Its screen renders as a transition, in slices a tap can interrupt (a store update would be one task).
  const data = useDeferredValue(answer);
  const [editing, setEditing] = useState<CvEntry<S> | 'new' | null>(null);
  const [deleteEntry] = useDeleteCvEntryMutation();
  const confirmDelete = useDeleteAction();

  // In the server's order, the PDF's too: dated entries latest first, the others as added.
  const entries = data ? (data[cvSectionKeys[section]] as unknown as Array<CvEntry<S>>) : undefined;

  const remove = (entry: CvEntry<S>, name: string) =>
    confirmDelete({
      question: text('cv.entry.delete_question', { name }),
      remove: () => deleteEntry({ section, id: entry.id }).unwrap(),
    });

  let body;
  if (!entries) {
    body = isError ? <CvLoadFailure onRetry={refetch} /> : <Skeleton active />;
  } else if (entries.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text(`cv.${section}.empty`)} />;
  } else {
    body = (
      <ul style={grid} aria-label={text('cv.entry.list', { section: text(`menu.${menu}`) })}>
        {entries.map((entry) => {
          const summary = definition.summarize(entry, intl);
          return (
            <li key={entry.id}>
              <EntryCard
                summary={summary}
                menu={menu}
                onEdit={() => setEditing(entry)}
                onDelete={() => void remove(entry, summary.title)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <CvPage
      titleId={`menu.${menu}`}
      actions={
        <Can menu={menu} action="c">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {text(`cv.${section}.add`)}
          </Button>
        </Can>
      }
    >
      {body}
      {editing && <EntryForm definition={definition} entry={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </CvPage>
  );
}
