import { cvRoutes, cvSectionTitle, type CvSection } from '@portal/contracts';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Card, Flex, Progress, theme, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { SummaryCardPlaceholder, summaryActionWidth } from '@portal/shared';
import { Can, useAccess, useFileDownload } from '@portal/shared/kit/form-screen';
import { Link } from '@portal/shared/router';
import { useGetCvQuery } from '../api/cv-api';

export const cvSectionPath = (section: CvSection) => cvRoutes[section].path;

/** The sections still empty, each a link to its screen ("Te falta completar: Idiomas, Cursos"). */
export function MissingSections({ missing }: { missing: CvSection[] }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  if (missing.length === 0) {
    // The icon carries the green; antd's green "success" text fails WCAG contrast on white.
    return (
      <Typography.Text>
        <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginInlineEnd: 8 }} />
        {intl.formatMessage({ id: 'cv.header.complete' })}
      </Typography.Text>
    );
  }
  return (
    <nav aria-label={intl.formatMessage({ id: 'cv.header.missing_nav' })}>
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'cv.header.missing' })} </Typography.Text>
      <ul style={{ display: 'inline', padding: 0, margin: 0, listStyle: 'none' }}>
        {missing.map((section, index) => (
          <li key={section} style={{ display: 'inline' }}>
            <Link to={cvSectionPath(section)}>{intl.formatMessage({ id: `menu.${cvSectionTitle[section]}` })}</Link>
            {index < missing.length - 1 ? ', ' : ''}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The completeness as a bar; its sentence is a live region, so a save's new figure is announced. */
export function CompletenessBar({ percent }: { percent: number }) {
  const intl = useIntl();
  return (
    <>
      <Typography.Text strong role="status">
        {intl.formatMessage({ id: 'cv.header.percent' }, { percent })}
      </Typography.Text>
      <Progress percent={percent} showInfo={false} aria-label={intl.formatMessage({ id: 'cv.header.label' })} />
    </>
  );
}

function DownloadPdfButton() {
  const intl = useIntl();
  const { download, downloading } = useFileDownload();
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      onClick={() => void download({ path: 'cv/pdf', fallbackName: 'hoja-de-vida.pdf' })}
    >
      {intl.formatMessage({ id: 'cv.header.download' })}
    </Button>
  );
}

/**
 * While the CV loads: the header's placeholder at the loaded header's size (the percentage's
 * line, the bar, two lines of missing sections, the download button while the role may download),
 * as the signed-in frame paints it (screen-leads.ts), so the heading and the form below stay where
 * they are from the first paint to the figures.
 */
function CvHeaderPlaceholder() {
  const mayDownload = useAccess('main_info').x;
  return <SummaryCardPlaceholder actionWidth={mayDownload ? summaryActionWidth : undefined} />;
}

/**
 * The header of every /CV/* screen: how complete the CV is (the server's figure, refreshed by
 * every save), the sections still missing as links, and "Descargar PDF" while the role has
 * `x` on main_info (it follows the flags live).
 */
export function CvHeader() {
  const intl = useIntl();
  const { data: answer, isError } = useGetCvQuery();
  // With the screen below it (same answer, same transition): both change in one paint, nothing moves.
  const data = useDeferredValue(answer);
  if (!data) {
    return isError ? (
      <Alert type="warning" showIcon title={intl.formatMessage({ id: 'cv.header.load_error' })} style={{ marginBottom: 16 }} />
    ) : (
      <CvHeaderPlaceholder />
    );
  }
  const { percent, missing } = data.completeness;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <CompletenessBar percent={percent} />
          <MissingSections missing={missing} />
        </Flex>
        <Can menu="main_info" action="x">
          <DownloadPdfButton />
        </Can>
      </Flex>
    </Card>
  );
}
