import { CatalogSelectField, TextField } from '@portal/shared/kit/form-screen';
import { defineSection } from '../section-definition';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

function ComputerFields() {
  const label = useSectionText('computer');
  return (
    <>
      <TextField name="herramienta" label={label('herramienta')} required maxLength={100} />
      <CatalogSelectField name="categoria" catalog="categorias-informaticas" label={label('categoria')} required />
      <CatalogSelectField name="nivel" catalog="niveles-idioma" label={label('nivel')} required />
    </>
  );
}

export const computerSection = defineSection({
  section: 'computer',
  blank: { herramienta: '', categoria: '', nivel: '' },
  toValues: (entry) => ({ herramienta: entry.herramienta, categoria: entry.categoria.code, nivel: entry.nivel.code }),
  toBody: (values) => values,
  Fields: ComputerFields,
  summarize: (entry) => ({ title: entry.herramienta, subtitle: `${entry.categoria.name} · ${entry.nivel.name}` }),
});

/** `/CV/computer` (menu main_computer). */
export function ComputerScreen() {
  return <SectionScreen definition={computerSection} />;
}
