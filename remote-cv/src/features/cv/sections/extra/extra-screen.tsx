import { CatalogSelectField, TextAreaField, TextField } from '@portal/shared/kit/form-screen';
import { optionalText } from '../../../../common/optional-text';
import { formatPeriod } from '../entry-dates';
import { defineSection } from '../section-definition';
import { PeriodField } from '../period-field';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

function ExtraFields() {
  const label = useSectionText('extra');
  return (
    <>
      <TextField name="actividad" label={label('actividad')} required maxLength={200} />
      <CatalogSelectField name="tipo" catalog="tipos-actividad" label={label('tipo')} required />
      <TextField name="organizacion" label={label('organizacion')} required maxLength={200} />
      <PeriodField section="extra" />
      <TextAreaField name="descripcion" label={label('descripcion')} maxLength={1000} />
    </>
  );
}

export const extraSection = defineSection({
  section: 'extra',
  blank: { actividad: '', tipo: '', organizacion: '', fecha_inicio: '', fecha_fin: '' as string | null, descripcion: '' },
  toValues: (entry) => ({
    actividad: entry.actividad,
    tipo: entry.tipo.code,
    organizacion: entry.organizacion,
    fecha_inicio: entry.fecha_inicio,
    fecha_fin: entry.fecha_fin,
    descripcion: entry.descripcion ?? '',
  }),
  toBody: (values) => ({ ...values, descripcion: optionalText(values.descripcion) }),
  Fields: ExtraFields,
  summarize: (entry, intl) => ({
    title: entry.actividad,
    subtitle: `${entry.organizacion} · ${entry.tipo.name}`,
    period: formatPeriod(intl, entry.fecha_inicio, entry.fecha_fin),
    details: entry.descripcion ? [entry.descripcion] : [],
  }),
});

/** `/CV/extra` (menu main_extra). */
export function ExtraScreen() {
  return <SectionScreen definition={extraSection} />;
}
