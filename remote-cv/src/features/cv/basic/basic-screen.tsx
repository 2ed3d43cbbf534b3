import { useDeferredValue } from 'react';
import { Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useGetCvQuery } from '../api/cv-api';
import { CvLoadFailure } from '../components/cv-load-failure';
import { CvPage } from '../components/cv-page';
import { BasicForm } from './basic-form';
import { PhotoCard } from './photo-card';

/** `/CV/basic` (menu main_info): the photo, then the personal data as one form. */
export function BasicScreen() {
  const intl = useIntl();
  const { data: answer, isError, refetch } = useGetCvQuery();
  // Its screen renders as a transition, in slices a tap can interrupt (a store update would be one task).
  const data = useDeferredValue(answer);

  let body;
  if (data) {
    body = (
      <>
        <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'cv.basic.intro' })}</Typography.Paragraph>
        <PhotoCard photoUrl={data.photo_url} />
        <BasicForm basic={data.basic} account={data.account} />
      </>
    );
  } else if (isError) {
    body = <CvLoadFailure onRetry={refetch} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  }
  return <CvPage titleId="menu.main_info">{body}</CvPage>;
}
