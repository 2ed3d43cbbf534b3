import { CatalogSelectField, TextAreaField, TextField } from '@portal/shared/kit/form-screen';
import { optionalText } from '../../../../common/optional-text';
import { defineSection } from '../section-definition';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

function OtherSkillFields() {
  const label = useSectionText('other');
  return (
    <>
      <TextField name="habilidad" label={label('habilidad')} required maxLength={100} />
      <CatalogSelectField name="nivel" catalog="niveles-idioma" label={label('nivel')} required />
      <TextAreaField name="descripcion" label={label('descripcion')} maxLength={1000} />
    </>
  );
}

export const otherSection = defineSection({
  section: 'other',
  blank: { habilidad: '', nivel: '', descripcion: '' },
  toValues: (entry) => ({ habilidad: entry.habilidad, nivel: entry.nivel.code, descripcion: entry.descripcion ?? '' }),
  toBody: (values) => ({ ...values, descripcion: optionalText(values.descripcion) }),
  Fields: OtherSkillFields,
  summarize: (entry) => ({ title: entry.habilidad, subtitle: entry.nivel.name, details: entry.descripcion ? [entry.descripcion] : [] }),
});

/** `/CV/other` (menu main_other). */
export function OtherScreen() {
  return <SectionScreen definition={otherSection} />;
}
