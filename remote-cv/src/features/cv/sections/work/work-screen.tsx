import { CatalogSelectField, TextAreaField, TextField } from '@portal/shared/kit/form-screen';
import { optionalText } from '../../../../common/optional-text';
import { formatPeriod } from '../entry-dates';
import { defineSection } from '../section-definition';
import { PeriodField } from '../period-field';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

function WorkFields() {
  const label = useSectionText('work');
  return (
    <>
      <TextField name="empresa" label={label('empresa')} required maxLength={200} />
      <TextField name="cargo" label={label('cargo')} required maxLength={100} />
      <CatalogSelectField name="area" catalog="areas" label={label('area')} required />
      <PeriodField section="work" ongoingLabel={label('ongoing')} />
      <TextAreaField name="funciones" label={label('funciones')} maxLength={2000} />
      <TextAreaField name="motivo_salida" label={label('motivo_salida')} maxLength={500} rows={2} />
      <TextField name="referencia_nombre" label={label('referencia_nombre')} maxLength={150} autoComplete="off" />
      <TextField name="referencia_telefono" label={label('referencia_telefono')} type="tel" maxLength={16} autoComplete="off" />
    </>
  );
}

export const workSection = defineSection({
  section: 'work',
  blank: {
    empresa: '',
    cargo: '',
    area: '',
    fecha_inicio: '',
    fecha_fin: '' as string | null,
    funciones: '',
    motivo_salida: '',
    referencia_nombre: '',
    referencia_telefono: '',
  },
  toValues: (entry) => ({
    empresa: entry.empresa,
    cargo: entry.cargo,
    area: entry.area.code,
    fecha_inicio: entry.fecha_inicio,
    fecha_fin: entry.fecha_fin,
    funciones: entry.funciones ?? '',
    motivo_salida: entry.motivo_salida ?? '',
    referencia_nombre: entry.referencia_nombre ?? '',
    referencia_telefono: entry.referencia_telefono ?? '',
  }),
  toBody: (values) => ({
    ...values,
    funciones: optionalText(values.funciones),
    motivo_salida: optionalText(values.motivo_salida),
    referencia_nombre: optionalText(values.referencia_nombre),
    referencia_telefono: optionalText(values.referencia_telefono),
  }),
  Fields: WorkFields,
  summarize: (entry, intl) => ({
    title: entry.cargo,
    subtitle: `${entry.empresa} · ${entry.area.name}`,
    period: formatPeriod(intl, entry.fecha_inicio, entry.fecha_fin, 'cv.entry.current'),
    details: [
      ...(entry.funciones ? [entry.funciones] : []),
      ...(entry.referencia_nombre
        ? [
            intl.formatMessage(
              { id: 'cv.work.reference' },
              { name: [entry.referencia_nombre, entry.referencia_telefono].filter(Boolean).join(' · ') },
            ),
          ]
        : []),
    ],
  }),
});

/** `/CV/work` (menu main_work). */
export function WorkScreen() {
  return <SectionScreen definition={workSection} />;
}
