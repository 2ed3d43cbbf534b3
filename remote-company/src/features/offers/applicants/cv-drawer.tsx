import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, theme, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useFileDownload } from '@portal/shared/kit/list-screen';
import { useGetApplicantCvQuery, type Applicant, type ApplicantCv } from '../api/applicants-api';
import { formatDay } from '../components/format-day';
import { ApplicationStatusTag } from '../components/status-tag';
import { cvListSections } from './cv-entries';
import { StatusMove } from './status-move';

function CvBody({ cv, name }: { cv: ApplicantCv; name: string }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `cv.drawer.${id}` }, values);
  const { token } = theme.useToken();
  const sections = cvListSections(cv, intl);
  const basic = cv.basic;
  if (!basic && sections.length === 0) return <Typography.Paragraph>{text('empty')}</Typography.Paragraph>;
  const contact = basic
    ? [
        ['email', basic.email],
        ['celular', basic.celular],
        ['telefono', basic.telefono],
        ['residencia', `${basic.ciudad.name}, ${basic.provincia.name}`],
        ['direccion', basic.direccion],
        ['nacimiento', formatDay(intl, basic.fecha_nacimiento)],
        ['nacionalidad', basic.nacionalidad.name],
      ].filter((item): item is [string, string] => Boolean(item[1]))
    : [];
  return (
    <Flex vertical gap={16}>
      {cv.photo_url && (
        <img src={cv.photo_url} alt={text('photo', { name })} width={120} style={{ height: 'auto', maxWidth: 120, borderRadius: 6 }} />
      )}
      {basic && (
        <section>
          <Typography.Title level={3}>{text('contact')}</Typography.Title>
          <Descriptions
            column={1}
            size="small"
            // antd's label tone is translucent and falls below 4.5:1; the theme's secondary text is solid.
            styles={{ label: { color: token.colorTextSecondary } }}
            items={contact.map(([key, value]) => ({ key, label: text(key), children: value }))}
          />
          {basic.perfil && (
            <>
              <Typography.Title level={4}>{text('profile')}</Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{basic.perfil}</Typography.Paragraph>
            </>
          )}
        </section>
      )}
      {sections.map(({ section, name: sectionName, entries }) => (
        <section key={section}>
          <Typography.Title level={3}>{sectionName}</Typography.Title>
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {entries.map((entry) => (
              <li key={entry.id} style={{ marginBottom: 8 }}>
                <Typography.Text strong>{entry.title}</Typography.Text>
                {entry.lines.map((line, index) => (
                  <Typography.Paragraph key={index} type="secondary" style={{ margin: 0, whiteSpace: 'pre-line' }}>
                    {line}
                  </Typography.Paragraph>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}

/**
 * One applicant's CV in a drawer (full width on a phone): the photo by its signed link, the
 * contact data, each section that has entries; "Descargar PDF" saves the server's PDF under its
 * name; the application's status and its next moves; the cover letter the student sent with it.
 */
export function CvDrawer({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const letterId = useId();
  const name = applicant.cv.nombre;
  const query = useGetApplicantCvQuery(applicant.id);
  const { download, downloading } = useFileDownload();

  let body;
  if (query.data) body = <CvBody cv={query.data} name={name} />;
  else if (query.isError)
    body = (
      <Alert
        type="warning"
        showIcon
        title={intl.formatMessage({ id: 'cv.drawer.load_error' })}
        action={<Button onClick={() => void query.refetch()}>{intl.formatMessage({ id: 'actions.retry' })}</Button>}
      />
    );
  else body = <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <Drawer
      open
      size={640}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={<span id={titleId}>{intl.formatMessage({ id: 'cv.drawer.title' }, { name })}</span>}
      aria-labelledby={titleId}
      closable={{ 'aria-label': intl.formatMessage({ id: 'kit.close', defaultMessage: 'Cerrar' }) }}
      onClose={onClose}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <ApplicationStatusTag status={applicant.status} />
          <StatusMove applicant={applicant} />
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            onClick={() =>
              void download({ path: `company/applications/${applicant.id}/cv.pdf`, fallbackName: `hoja-de-vida-${applicant.id}.pdf` })
            }
          >
            {intl.formatMessage({ id: 'cv.drawer.download' })}
          </Button>
        </Flex>
        <section aria-labelledby={letterId}>
          <Typography.Title level={3} id={letterId}>
            {intl.formatMessage({ id: 'cv.drawer.letter' })}
          </Typography.Title>
          {applicant.carta ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{applicant.carta}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{intl.formatMessage({ id: 'cv.drawer.no_letter' })}</Typography.Text>
          )}
        </section>
        {body}
      </Flex>
    </Drawer>
  );
}
