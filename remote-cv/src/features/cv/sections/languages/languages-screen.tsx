import { CatalogSelectField, TextField } from '@portal/shared/kit/form-screen';
import { optionalText } from '../../../../common/optional-text';
import { defineSection } from '../section-definition';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

const levels = ['nivel_hablado', 'nivel_escrito', 'nivel_comprension'] as const;

function LanguageFields() {
  const label = useSectionText('languages');
  return (
    <>
      <CatalogSelectField name="idioma" catalog="idiomas" label={label('idioma')} required />
      {levels.map((level) => (
        <CatalogSelectField key={level} name={level} catalog="niveles-idioma" label={label(level)} required />
      ))}
      <TextField name="certificado" label={label('certificado')} help={label('certificado_help')} maxLength={200} />
    </>
  );
}

export const languagesSection = defineSection({
  section: 'languages',
  blank: { idioma: '', nivel_hablado: '', nivel_escrito: '', nivel_comprension: '', certificado: '' },
  toValues: (entry) => ({
    idioma: entry.idioma.code,
    nivel_hablado: entry.nivel_hablado.code,
    nivel_escrito: entry.nivel_escrito.code,
    nivel_comprension: entry.nivel_comprension.code,
    certificado: entry.certificado ?? '',
  }),
  toBody: (values) => ({ ...values, certificado: optionalText(values.certificado) }),
  Fields: LanguageFields,
  summarize: (entry, intl) => ({
    title: entry.idioma.name,
    subtitle: intl.formatMessage(
      { id: 'cv.languages.levels' },
      { hablado: entry.nivel_hablado.name, escrito: entry.nivel_escrito.name, comprension: entry.nivel_comprension.name },
    ),
    details: entry.certificado ? [entry.certificado] : [],
  }),
});

/** `/CV/languages` (menu main_languages). */
export function LanguagesScreen() {
  return <SectionScreen definition={languagesSection} />;
}
