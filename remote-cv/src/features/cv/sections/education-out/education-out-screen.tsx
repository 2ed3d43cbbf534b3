import { CatalogSelectField, TextField } from '@portal/shared/kit/form-screen';
import { formatPeriod } from '../entry-dates';
import { defineSection } from '../section-definition';
import { PeriodField } from '../period-field';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

function EducationOutFields() {
  const label = useSectionText('education-out');
  return (
    <>
      <TextField name="institucion" label={label('institucion')} required maxLength={200} />
      <TextField name="titulo" label={label('titulo')} required maxLength={200} />
      <CatalogSelectField name="nivel" catalog="niveles-educacion" label={label('nivel')} required />
      <CatalogSelectField name="pais" catalog="paises" label={label('pais')} required />
      <PeriodField section="education-out" />
    </>
  );
}

export const educationOutSection = defineSection({
  section: 'education-out',
  blank: { institucion: '', titulo: '', nivel: '', pais: '', fecha_inicio: '', fecha_fin: '' as string | null },
  toValues: (entry) => ({
    institucion: entry.institucion,
    titulo: entry.titulo,
    nivel: entry.nivel.code,
    pais: entry.pais.code,
    fecha_inicio: entry.fecha_inicio,
    fecha_fin: entry.fecha_fin,
  }),
  toBody: (values) => values,
  Fields: EducationOutFields,
  summarize: (entry, intl) => ({
    title: entry.titulo,
    subtitle: `${entry.institucion} · ${entry.pais.name}`,
    period: formatPeriod(intl, entry.fecha_inicio, entry.fecha_fin),
    details: [entry.nivel.name],
  }),
});

/** `/CV/education-out` (menu main_education). */
export function EducationOutScreen() {
  return <SectionScreen definition={educationOutSection} />;
}
