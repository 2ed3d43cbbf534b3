import { convenioEstadoLabels } from '@portal/contracts';
import { fieldErrors } from '@portal/shared';
import { useAccess } from '@portal/shared/kit/form-screen';
import { Button, Flex, Form, Input, InputNumber, Table, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { type Convenio, useCreateConvenioMutation, useDeleteConvenioMutation, useListConveniosQuery } from './practicas-admin-api';

interface ConvenioForm {
  company_id: number;
  numero: string;
  objeto: string;
  fecha_inicio: string;
  fecha_fin: string;
}

const estadoColor = { por_iniciar: 'default', vigente: 'success', vencido: 'error' } as const;

/** /admin/convenios: the list (those expiring within 30 days highlighted) and the form. */
export function ConveniosScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const access = useAccess('convenios');
  const list = useListConveniosQuery({});
  const [create, { isLoading }] = useCreateConvenioMutation();
  const [remove] = useDeleteConvenioMutation();
  const [form] = Form.useForm<ConvenioForm>();
  const submit = async (values: ConvenioForm) => {
    try {
      await create({ ...values, company_id: Number(values.company_id) }).unwrap();
      form.resetFields();
    } catch (error) {
      form.setFields(
        Object.entries(fieldErrors(error)).map(([name, message]) => ({ name: name as keyof ConvenioForm, errors: [message] })),
      );
    }
  };
  const required = [{ required: true, message: t('practicasAdmin.required') }];
  return (
    <Flex vertical gap={16}>
      {access.c && (
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Flex gap={8} wrap>
            <Form.Item name="company_id" label={t('practicasAdmin.company_id')} rules={required}>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="numero" label={t('practicasAdmin.numero')} rules={required}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="fecha_inicio" label={t('practicasAdmin.fecha_inicio')} rules={required}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="fecha_fin" label={t('practicasAdmin.fecha_fin')} rules={required}>
              <Input type="date" />
            </Form.Item>
          </Flex>
          <Form.Item name="objeto" label={t('practicasAdmin.objeto')} rules={required}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('practicasAdmin.add_convenio')}
          </Button>
        </Form>
      )}
      <Table<Convenio>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        scroll={{ x: true }}
        pagination={false}
        rowClassName={(convenio) => (convenio.por_vencer ? 'ant-table-row-selected' : '')}
        columns={[
          { title: t('practicasAdmin.numero'), dataIndex: 'numero' },
          { title: t('practicasAdmin.empresa'), render: (_, convenio) => convenio.company.empresa },
          { title: t('practicasAdmin.fechas'), render: (_, convenio) => `${convenio.fecha_inicio} – ${convenio.fecha_fin}` },
          {
            title: t('practicasAdmin.estado'),
            render: (_, convenio) => (
              <Flex gap={4} wrap>
                <Tag color={estadoColor[convenio.estado]}>{convenioEstadoLabels[convenio.estado]}</Tag>
                {convenio.por_vencer && <Tag color="warning">{t('practicasAdmin.por_vencer')}</Tag>}
              </Flex>
            ),
          },
          {
            title: t('practicasAdmin.acciones'),
            render: (_, convenio) =>
              access.d && (
                <Button size="small" danger onClick={() => void remove(convenio.id)}>
                  {t('practicasAdmin.delete')}
                </Button>
              ),
          },
        ]}
      />
    </Flex>
  );
}
