import { Button, Card, Divider, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Can, useDeleteAction } from '@portal/shared/kit/list-screen';
import { useDeleteCareerMutation, useGetUniversityQuery, type AdminCareer } from '../api/universities-admin-api';
import { CareerForm } from './career-form';

/**
 * The careers of one university, edited where they are listed: the form on top adds one, a
 * row's "Editar" turns it into its form, "Eliminar" asks first (a career some CV names is
 * deactivated instead). Each action follows its flag on `universities` live.
 */
export function CareersEditor({ universityId }: { universityId: number }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data: university, isLoading } = useGetUniversityQuery(universityId);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleteCareer] = useDeleteCareerMutation();
  const confirmDelete = useDeleteAction();

  if (isLoading || !university) return <Skeleton active paragraph={{ rows: 4 }} />;

  const remove = (career: AdminCareer) =>
    confirmDelete({
      question: text(career.in_use ? 'careers.delete_question_in_use' : 'careers.delete_question', { name: career.nombre }),
      detail: career.in_use ? text('careers.delete_detail_in_use') : undefined,
      remove: () => deleteCareer({ universityId, careerId: career.id }).unwrap(),
    });

  const titleId = `careers-of-${universityId}`;
  return (
    <Card
      title={
        <Typography.Title level={3} id={titleId} style={{ margin: 0 }}>
          {text('careers.title', { name: university.nombre })}
        </Typography.Title>
      }
    >
      <Can menu="universities" action="c">
        <CareerForm universityId={universityId} />
        <Divider />
      </Can>
      {university.carreras.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('careers.empty')} />
      ) : (
        <ul aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {university.carreras.map((career) => (
            <li key={career.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.2)' }}>
              {editing === career.id ? (
                <CareerForm universityId={universityId} career={career} onDone={() => setEditing(null)} />
              ) : (
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <Flex vertical>
                    <Typography.Text strong>{career.nombre}</Typography.Text>
                    <Typography.Text type="secondary">{career.facultad}</Typography.Text>
                  </Flex>
                  <Flex gap={4} align="center" wrap>
                    {!career.activa && <Tag>{text('universities.inactive')}</Tag>}
                    {career.in_use && <Tag color="processing">{text('universities.in_use')}</Tag>}
                    <Can menu="universities" action="u">
                      <Button
                        size="small"
                        type="link"
                        aria-label={text('careers.edit_item', { name: career.nombre })}
                        onClick={() => setEditing(career.id)}
                      >
                        {text('universities.edit')}
                      </Button>
                    </Can>
                    <Can menu="universities" action="d">
                      <Button
                        size="small"
                        type="link"
                        danger
                        aria-label={text('careers.delete_item', { name: career.nombre })}
                        onClick={() => void remove(career)}
                      >
                        {text('universities.delete')}
                      </Button>
                    </Can>
                  </Flex>
                </Flex>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
