import {
  employmentBlockLabels,
  salaryBandCodes,
  salaryBandLabels,
  sectorCodes,
  sectorLabels,
  situacionCodes,
  situacionLabels,
} from '@portal/contracts';
import type { SurveyForm, SurveyQuestion } from '@portal/contracts/schemas';
import { Alert, Button, Checkbox, Flex, Grid, Input, Progress, Radio, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getApiClient, isApiError, MessagesScope } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { surveyMessages } from './survey-messages';

type Value = string | string[] | number | boolean | null;

/** One step of the page: a survey question or a field of the employment block. */
interface Step {
  key: string;
  label: string;
  required: boolean;
  input: (value: Value, change: (value: Value) => void, id: string) => ReactNode;
}

const choices = (codes: readonly string[], labels: Record<string, string>) => codes.map((code) => ({ value: code, label: labels[code] }));

function questionStep(question: SurveyQuestion, yes: string, no: string): Step {
  const key = `respuestas.${question.id}`;
  const input: Step['input'] = (value, change, id) => {
    switch (question.tipo) {
      case 'unica':
        return (
          <Radio.Group aria-labelledby={id} value={value} onChange={(event) => change(event.target.value as string)}>
            <Flex vertical gap={8}>
              {(question.opciones ?? []).map((option) => (
                <Radio key={option} value={option}>
                  {option}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        );
      case 'multiple':
        return (
          <Checkbox.Group aria-labelledby={id} value={(value as string[] | null) ?? []} onChange={(next) => change(next)}>
            <Flex vertical gap={8}>
              {(question.opciones ?? []).map((option) => (
                <Checkbox key={option} value={option}>
                  {option}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        );
      case 'escala':
        return (
          <Radio.Group aria-labelledby={id} value={value} onChange={(event) => change(event.target.value as number)} optionType="button">
            {[1, 2, 3, 4, 5].map((level) => (
              <Radio.Button key={level} value={level}>
                {level}
              </Radio.Button>
            ))}
          </Radio.Group>
        );
      case 'texto':
        return (
          <Input.TextArea
            aria-labelledby={id}
            rows={3}
            maxLength={2000}
            value={(value as string | null) ?? ''}
            onChange={(event) => change(event.target.value)}
          />
        );
      case 'si_no':
        return (
          <Radio.Group aria-labelledby={id} value={value} onChange={(event) => change(event.target.value as boolean)}>
            <Radio value={true}>{yes}</Radio>
            <Radio value={false}>{no}</Radio>
          </Radio.Group>
        );
    }
  };
  return { key, label: question.enunciado, required: question.obligatoria, input };
}

const radios =
  (codes: readonly string[], labels: Record<string, string>): Step['input'] =>
  (value, change, id) => (
    <Radio.Group aria-labelledby={id} value={value} onChange={(event) => change(event.target.value as string)}>
      <Flex vertical gap={8}>
        {choices(codes, labels).map((choice) => (
          <Radio key={choice.value} value={choice.value}>
            {choice.label}
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );

/** The standard employment block (PRODUCT.md), after the survey's own questions. */
const employmentSteps: Step[] = [
  { key: 'laboral.situacion', label: employmentBlockLabels.situacion, required: true, input: radios(situacionCodes, situacionLabels) },
  {
    key: 'laboral.fecha_primer_empleo',
    label: employmentBlockLabels.fecha_primer_empleo,
    required: false,
    input: (value, change, id) => (
      <Input
        type="date"
        aria-labelledby={id}
        value={(value as string | null) ?? ''}
        onChange={(event) => change(event.target.value || null)}
      />
    ),
  },
  {
    key: 'laboral.relacion_carrera',
    label: employmentBlockLabels.relacion_carrera,
    required: false,
    input: (value, change, id) => (
      <Radio.Group aria-labelledby={id} value={value} onChange={(event) => change(event.target.value as number)} optionType="button">
        {[1, 2, 3, 4, 5].map((level) => (
          <Radio.Button key={level} value={level}>
            {level}
          </Radio.Button>
        ))}
      </Radio.Group>
    ),
  },
  { key: 'laboral.sector', label: employmentBlockLabels.sector, required: false, input: radios(sectorCodes, sectorLabels) },
  {
    key: 'laboral.rango_salarial',
    label: employmentBlockLabels.rango_salarial,
    required: false,
    input: radios(salaryBandCodes, salaryBandLabels),
  },
];

/** The server's wording (contracts' surveyMessages.required) for a required question left blank. */
const requiredMessage = (step: Step) => `La pregunta «${step.label}» es obligatoria.`;

const isBlank = (value: Value | undefined) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

type Load = { state: 'loading' } | { state: 'ready'; form: SurveyForm } | { state: 'unavailable'; message: string } | { state: 'thanks' };

function SurveyPage() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token = '' } = useParams();
  const phone = !Grid.useBreakpoint().md;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [values, setValues] = useState<Record<string, Value>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [current, setCurrent] = useState(0);
  const [sending, setSending] = useState(false);
  const path = `surveys/answer/${encodeURIComponent(token)}`;

  useEffect(() => {
    let live = true;
    getApiClient()
      .get<SurveyForm>(path, { toast: false })
      .then(
        (form) => live && setLoad({ state: 'ready', form }),
        (error: unknown) => live && setLoad({ state: 'unavailable', message: isApiError(error) ? (error.body.message ?? '') : '' }),
      );
    return () => {
      live = false;
    };
  }, [path]);

  if (load.state === 'loading')
    return (
      <p role="status">
        <Spin size="small" /> {text('survey.loading')}
      </p>
    );
  if (load.state === 'unavailable') return <Alert type="warning" showIcon title={text('survey.unavailable')} description={load.message} />;
  if (load.state === 'thanks')
    return <Alert type="success" showIcon title={text('survey.thanks_title')} description={text('survey.thanks')} />;

  const { form } = load;
  const steps = [
    ...form.preguntas.map((question) => questionStep(question, text('survey.yes'), text('survey.no'))),
    ...(form.bloque_laboral ? employmentSteps : []),
  ];
  const missing = (step: Step) => step.required && isBlank(values[step.key]);

  const send = async () => {
    // The page says what is missing before asking the server (which checks the same, in Spanish).
    const local = Object.fromEntries(steps.filter(missing).map((step) => [step.key, [requiredMessage(step)]]));
    if (Object.keys(local).length > 0) {
      setErrors(local);
      if (phone) setCurrent(steps.findIndex((step) => step.key in local));
      return;
    }
    const respuestas = form.preguntas
      .filter((question) => !isBlank(values[`respuestas.${question.id}`]))
      .map((question) => ({ pregunta_id: question.id, valor: values[`respuestas.${question.id}`] }));
    const laboral = form.bloque_laboral
      ? Object.fromEntries(
          employmentSteps.filter((step) => !isBlank(values[step.key])).map((step) => [step.key.slice('laboral.'.length), values[step.key]]),
        )
      : undefined;
    setSending(true);
    try {
      await getApiClient().post(path, { respuestas, ...(laboral && { laboral }) }, { toast: false });
      setLoad({ state: 'thanks' });
    } catch (error: unknown) {
      if (isApiError(error) && error.status === 422 && error.body.errors) setErrors(error.body.errors);
      else if (isApiError(error) && (error.status === 410 || error.status === 404))
        setLoad({ state: 'unavailable', message: error.body.message ?? '' });
      else setErrors({ form: [isApiError(error) ? (error.body.message ?? '') : ''] });
    } finally {
      setSending(false);
    }
  };

  const field = (step: Step, index: number) => {
    const id = `survey-q-${index}`;
    const problems = errors[step.key];
    return (
      <fieldset key={step.key} style={{ border: 0, padding: 0, margin: '0 0 24px' }} aria-invalid={problems ? true : undefined}>
        <Typography.Text strong id={id}>
          {step.label}
          {step.required && (
            <span aria-label={text('survey.required')} style={{ color: '#c0392b' }}>
              {' *'}
            </span>
          )}
        </Typography.Text>
        <div style={{ marginTop: 8 }}>
          {step.input(
            values[step.key] ?? null,
            (value) => {
              setValues((before) => ({ ...before, [step.key]: value }));
              setErrors(({ [step.key]: _removed, ...rest }) => rest);
            },
            id,
          )}
        </div>
        {problems && (
          <Typography.Text type="danger" role="alert">
            {problems.join(' ')}
          </Typography.Text>
        )}
      </fieldset>
    );
  };

  const shown = phone ? [steps[current]!] : steps;
  const last = !phone || current === steps.length - 1;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void send();
        else if (missing(steps[current]!)) setErrors({ [steps[current]!.key]: [requiredMessage(steps[current]!)] });
        else setCurrent(current + 1);
      }}
    >
      <Typography.Title level={2}>{form.titulo}</Typography.Title>
      <Typography.Paragraph type="secondary">{text('survey.for', { carrera: form.carrera, cohorte: form.cohorte })}</Typography.Paragraph>
      {form.introduccion && <Typography.Paragraph>{form.introduccion}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">{text('survey.required_note')}</Typography.Paragraph>
      {phone && (
        <>
          <Typography.Text>{text('survey.progress', { current: current + 1, total: steps.length })}</Typography.Text>
          <Progress percent={Math.round(((current + 1) / steps.length) * 100)} showInfo={false} aria-hidden />
        </>
      )}
      {shown.map((step) => field(step, steps.indexOf(step)))}
      {errors.form && <Alert type="error" showIcon title={errors.form.join(' ')} />}
      <Flex gap={8}>
        {phone && current > 0 && <Button onClick={() => setCurrent(current - 1)}>{text('survey.previous')}</Button>}
        <Button type="primary" htmlType="submit" loading={sending}>
          {text(last ? 'survey.send' : 'survey.next')}
        </Button>
      </Flex>
    </form>
  );
}

/** `/encuesta/{token}` (open, blank layout): the graduate answers the mailed survey without signing in. */
export function SurveyScreen() {
  return (
    <MessagesScope messages={surveyMessages}>
      <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
        <SurveyPage />
      </main>
    </MessagesScope>
  );
}
