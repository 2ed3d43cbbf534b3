import type { CvViewItem, DataRequest, DeletionData } from '@portal/contracts/schemas';
import { cvRoutes, dataRequestKinds, ROLE_IDS, type DataRequestKind } from '@portal/contracts';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { getApiClient, selectUser, toast, useAppDispatch, useAppSelector } from '@portal/shared';
import { SelectField, TextAreaField, TextField, useFileDownload, useServerErrors } from '@portal/shared/kit/form-screen';
import { Link } from '@portal/shared/router';
import { Button, Card, Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import * as yup from 'yup';
import { logout } from '../../common/auth-thunks';
import { paths } from '../../config/paths';
import { useApiList } from './use-api-list';

const inEcuador = { timeZone: 'America/Guayaquil' } as const;

function Loading<T>({ items, children }: { items: T[] | null | false; children: (items: T[]) => ReactNode }) {
  const intl = useIntl();
  if (items === null) return <Spin aria-label={intl.formatMessage({ id: 'my_data.loading' })} />;
  if (items === false) return <Typography.Text type="warning">{intl.formatMessage({ id: 'messages.api_error' })}</Typography.Text>;
  return <>{children(items)}</>;
}

function ExportCard() {
  const { download, downloading } = useFileDownload();
  return (
    <Card title={<FormattedMessage id="my_data.export_title" />}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="my_data.export_help" />
      </Typography.Paragraph>
      <Flex gap={8} wrap="wrap">
        <Button loading={downloading} onClick={() => void download({ path: 'user/data-export', fallbackName: 'mis-datos.json' })}>
          <FormattedMessage id="my_data.export_json" />
        </Button>
        <Button loading={downloading} onClick={() => void download({ path: 'user/data-export.pdf', fallbackName: 'mis-datos.pdf' })}>
          <FormattedMessage id="my_data.export_pdf" />
        </Button>
      </Flex>
    </Card>
  );
}

function CvViewsCard() {
  const { items } = useApiList<CvViewItem>('user/cv-views');
  return (
    <Card title={<FormattedMessage id="my_data.cv_views_title" />}>
      <Loading items={items}>
        {(views) =>
          views.length === 0 ? (
            <Empty description={<FormattedMessage id="my_data.cv_views_empty" />} />
          ) : (
            <List
              dataSource={views}
              renderItem={(view) => (
                <List.Item>
                  <List.Item.Meta
                    title={view.company.empresa}
                    description={
                      <FormattedMessage
                        id={view.offer ? 'my_data.cv_view_offer' : 'my_data.cv_view_no_offer'}
                        values={{
                          offer: view.offer?.titulo,
                          via: view.via === 'pdf' ? 'PDF' : 'web',
                          when: <FormattedDate value={view.at} dateStyle="medium" timeStyle="short" {...inEcuador} />,
                        }}
                      />
                    }
                  />
                </List.Item>
              )}
            />
          )
        }
      </Loading>
    </Card>
  );
}

function CorrectCard() {
  const user = useAppSelector(selectUser);
  const isStudent = user?.role.id_ro === ROLE_IDS.student;
  return (
    <Card title={<FormattedMessage id="my_data.correct_title" />}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="my_data.correct_help" />
      </Typography.Paragraph>
      <Flex gap={16} wrap="wrap">
        {isStudent && (
          <Link to={cvRoutes.basic.path}>
            <FormattedMessage id="my_data.correct_cv" />
          </Link>
        )}
        <Link to={paths.account.getHref()}>
          <FormattedMessage id="my_data.correct_account" />
        </Link>
      </Flex>
    </Card>
  );
}

type RequestValues = { tipo: DataRequestKind | ''; detalle: string };

function DataRequestsCard() {
  const intl = useIntl();
  const { items, reload } = useApiList<DataRequest>('user/data-requests');
  const onError = useServerErrors();
  const kindLabel = (tipo: DataRequestKind) => intl.formatMessage({ id: `my_data.kind_${tipo}` });
  const schema = yup.object({
    tipo: yup.string().required('El campo es obligatorio.'),
    detalle: yup.string().trim().required('El campo es obligatorio.').min(10, 'Escribe al menos 10 caracteres.').max(2000),
  });
  const file = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    try {
      await getApiClient().post('user/data-requests', values, { toast: false });
      toast('success', intl.formatMessage({ id: 'my_data.request_filed' }));
      helpers.resetForm();
      await reload();
    } catch (error) {
      onError(error, helpers);
    }
  };
  return (
    <Card title={<FormattedMessage id="my_data.requests_title" />}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="my_data.requests_help" />
      </Typography.Paragraph>
      <Loading items={items}>
        {(requests) =>
          requests.length === 0 ? (
            <Empty description={<FormattedMessage id="my_data.requests_empty" />} />
          ) : (
            <List
              dataSource={requests}
              renderItem={(request) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Flex gap={8} wrap="wrap" align="center">
                        {kindLabel(request.tipo)}
                        <Tag color={request.estado === 'respondida' ? 'green' : 'blue'}>
                          <FormattedMessage id={`my_data.state_${request.estado}`} />
                        </Tag>
                      </Flex>
                    }
                    description={
                      <>
                        <Typography.Paragraph style={{ marginBottom: 4 }}>{request.detalle}</Typography.Paragraph>
                        <Typography.Text type="secondary">
                          <FormattedMessage
                            id="my_data.request_due"
                            values={{ date: <FormattedDate value={`${request.vence_el}T12:00:00Z`} dateStyle="long" {...inEcuador} /> }}
                          />
                        </Typography.Text>
                        {request.respuesta && (
                          <Typography.Paragraph style={{ marginTop: 4, marginBottom: 0 }}>
                            <FormattedMessage id="my_data.request_answer" values={{ answer: request.respuesta }} />
                          </Typography.Paragraph>
                        )}
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )
        }
      </Loading>
      <Formik<RequestValues> initialValues={{ tipo: '', detalle: '' }} validationSchema={schema} onSubmit={file}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'my_data.request_form' })} style={{ marginTop: 16 }}>
            <SelectField
              name="tipo"
              label={<FormattedMessage id="my_data.request_kind" />}
              options={dataRequestKinds.map((tipo) => ({ value: tipo, label: kindLabel(tipo) }))}
            />
            <TextAreaField name="detalle" label={<FormattedMessage id="my_data.request_detail" />} />
            <Button type="primary" htmlType="submit" loading={isSubmitting}>
              <FormattedMessage id="my_data.request_submit" />
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

function DeletionCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const onError = useServerErrors();
  const schema = yup.object({ password: yup.string().required('El campo es obligatorio.') });
  const ask = async (values: { password: string }, helpers: FormikHelpers<{ password: string }>) => {
    try {
      const data = await getApiClient().post<DeletionData>('user/deletion', values, { toast: false });
      toast(
        'success',
        intl.formatMessage({ id: 'my_data.deletion_done' }, { date: intl.formatDate(data.purge_at, { dateStyle: 'long', ...inEcuador }) }),
      );
      await dispatch(logout());
    } catch (error) {
      onError(error, helpers);
    }
  };
  return (
    <Card title={<FormattedMessage id="my_data.deletion_title" />}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="my_data.deletion_help" />
      </Typography.Paragraph>
      <Formik initialValues={{ password: '' }} validationSchema={schema} onSubmit={ask}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'my_data.deletion_title' })}>
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={<FormattedMessage id="my_data.deletion_password" />}
            />
            <Button danger htmlType="submit" loading={isSubmitting}>
              <FormattedMessage id="my_data.deletion_submit" />
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

/** "Mis datos" (`/account/data`, every role; PRODUCT.md "Datos personales (LOPDP)"). */
export function MyDataScreen() {
  return (
    <article aria-labelledby="my-data-title" style={{ maxWidth: 760 }}>
      <Typography.Title level={3} id="my-data-title">
        <FormattedMessage id="menu.my-data" />
      </Typography.Title>
      <Flex vertical gap={16}>
        <ExportCard />
        <CvViewsCard />
        <CorrectCard />
        <DataRequestsCard />
        <DeletionCard />
      </Flex>
    </article>
  );
}
