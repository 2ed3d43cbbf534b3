import { practicaEstadoLabels, practicaTipoLabels, practicaTipos } from '@portal/contracts';
import { fieldErrors } from '@portal/shared';
import { useAccess } from '@portal/shared/kit/form-screen';
import { useSearchParams } from '@portal/shared/router';
import { Button, Flex, Form, Input, InputNumber, Select, Table, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { HoursList } from './hours-list';
import { type Practica, useCreatePracticaMutation, useListPracticasQuery } from './practicas-admin-api';

interface PracticaForm {
  student_id: number;
  company_id: number;
  tipo: (typeof practicaTipos)[number];
  universidad_id: number;
  carrera: string;
  tutor_id: number;
  fecha_inicio: string;
  fecha_fin: string;
  horas_planificadas: number;
  offer_id?: number;
}

const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** /admin/practicas: register (prefilled from the "seleccionado" notification's link), the list, each log. */
export function PracticasAdminScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const access = useAccess('adm-practicas');
  const [params] = useSearchParams();
  const estado = params.get('estado') ?? undefined;
  const list = useListPracticasQuery({ estado });
  const [create, { isLoading }] = useCreatePracticaMutation();
  const [form] = Form.useForm<PracticaForm>();
  const initial = {
    tipo: 'laborales' as const,
    student_id: numberParam(params.get('student_id')),
    company_id: numberParam(params.get('company_id')),
    offer_id: numberParam(params.get('offer_id')),
  };
  const submit = async (values: PracticaForm) => {
    try {
      await create({
        ...values,
        student_id: Number(values.student_id),
        company_id: Number(values.company_id),
        universidad_id: Number(values.universidad_id),
        tutor_id: Number(values.tutor_id),
        horas_planificadas: Number(values.horas_planificadas),
        offer_id: values.offer_id ? Number(values.offer_id) : null,
      }).unwrap();
      form.resetFields();
    } catch (error) {
      form.setFields(
        Object.entries(fieldErrors(error)).map(([name, message]) => ({ name: name as keyof PracticaForm, errors: [message] })),
      );
    }
  };
  const required = [{ required: true, message: t('practicasAdmin.required') }];
  const idField = (name: keyof PracticaForm) => (
    <Form.Item name={name} label={t(`practicasAdmin.${name}`)} rules={name === 'offer_id' ? [] : required}>
      <InputNumber min={1} />
    </Form.Item>
  );
  return (
    <Flex vertical gap={16}>
      {access.c && (
        <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} requiredMark={false}>
          <Flex gap={8} wrap>
            {idField('student_id')}
            {idField('company_id')}
            {idField('universidad_id')}
            {idField('tutor_id')}
            {idField('offer_id')}
            <Form.Item name="carrera" label={t('practicasAdmin.carrera')} rules={required}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="tipo" label={t('practicasAdmin.tipo')} rules={required}>
              <Select options={practicaTipos.map((tipo) => ({ value: tipo, label: practicaTipoLabels[tipo] }))} style={{ minWidth: 200 }} />
            </Form.Item>
            <Form.Item name="fecha_inicio" label={t('practicasAdmin.fecha_inicio')} rules={required}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="fecha_fin" label={t('practicasAdmin.fecha_fin')} rules={required}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="horas_planificadas" label={t('practicasAdmin.horas_planificadas')} rules={required}>
              <InputNumber min={1} max={1000} />
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('practicasAdmin.register')}
          </Button>
        </Form>
      )}
      <Table<Practica>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        scroll={{ x: true }}
        pagination={false}
        expandable={{ expandedRowRender: (practica) => <HoursList scope="admin" id={practica.id} /> }}
        columns={[
          { title: t('practicasAdmin.estudiante'), render: (_, p) => `${p.student.nombres} ${p.student.apellidos}` },
          { title: t('practicasAdmin.empresa'), render: (_, p) => p.company.empresa },
          { title: t('practicasAdmin.carrera'), dataIndex: 'carrera' },
          { title: t('practicasAdmin.horas'), render: (_, p) => `${p.horas_aprobadas} / ${p.horas_planificadas}` },
          { title: t('practicasAdmin.estado'), render: (_, p) => <Tag>{practicaEstadoLabels[p.estado]}</Tag> },
        ]}
      />
    </Flex>
  );
}
