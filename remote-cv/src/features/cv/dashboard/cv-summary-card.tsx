import { Card, Flex, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@portal/shared/router';
import { useGetCvQuery } from '../api/cv-api';
import { CompletenessBar, cvSectionPath, MissingSections } from '../components/cv-header';

/**
 * The student's landing card: the CV's completeness (the server's figure), the sections still
 * missing as links, and a way into the CV at the first of them.
 */
export function CvSummaryCard() {
  const intl = useIntl();
  const headingId = useId();
  const { data, isError } = useGetCvQuery();
  const first = data?.completeness.missing[0];
  return (
    <Card style={{ height: '100%' }}>
      <section aria-labelledby={headingId}>
        <Typography.Title level={4} id={headingId} style={{ marginTop: 0 }}>
          {intl.formatMessage({ id: 'cv.dashboard.title' })}
        </Typography.Title>
        {data ? (
          <Flex vertical gap={8}>
            <CompletenessBar percent={data.completeness.percent} />
            <MissingSections missing={data.completeness.missing} />
            <Link to={cvSectionPath(first ?? 'basic')}>
              {intl.formatMessage({ id: first ? 'cv.dashboard.open' : 'cv.dashboard.complete_open' })}
            </Link>
          </Flex>
        ) : isError ? (
          <Typography.Text type="warning">{intl.formatMessage({ id: 'cv.header.load_error' })}</Typography.Text>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        )}
      </section>
    </Card>
  );
}
