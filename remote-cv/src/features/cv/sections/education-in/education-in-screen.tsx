import { universityLevels, type UniversityLevel } from '@portal/contracts';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { SelectField, TextField } from '@portal/shared/kit/form-screen';
import { useGetUniversitiesQuery } from '../../../../common/universities-api';
import { optionalText } from '../../../../common/optional-text';
import { formatPeriod } from '../entry-dates';
import { defineSection } from '../section-definition';
import { PeriodField } from '../period-field';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

interface EducationInValues {
  /** The university's id as the select keeps it (a string); sent as a number. */
  universidad_id: string;
  carrera: string;
  facultad: string;
  nivel: UniversityLevel | '';
  semestre: string;
  fecha_inicio: string;
  fecha_fin: string | null;
  titulo: string;
}

/** Runs `effect` when `value` changes after the first render (not for the values an edit starts with). */
function useOnChange<T>(value: T, effect: (value: T) => void) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current !== value) effect(value);
    previous.current = value;
    // Only a change of the value matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}

/**
 * Universidad → carrera from `GET /api/universities`: the careers offered are the chosen
 * university's (a new university empties the career), and choosing one fills its faculty.
 */
function EducationInFields() {
  const label = useSectionText('education-in');
  const { data: universities = [], isFetching } = useGetUniversitiesQuery();
  const { values, setFieldValue } = useFormikContext<EducationInValues>();
  const university = universities.find((candidate) => String(candidate.id) === values.universidad_id);
  const careers = useMemo(() => university?.carreras ?? [], [university]);

  useOnChange(values.universidad_id, () => {
    void setFieldValue('carrera', '', false);
    void setFieldValue('facultad', '', false);
  });
  useOnChange(values.carrera, (carrera) => {
    const career = careers.find((candidate) => candidate.nombre === carrera);
    if (career) void setFieldValue('facultad', career.facultad);
  });

  return (
    <>
      <SelectField
        name="universidad_id"
        label={label('universidad_id')}
        required
        loading={isFetching}
        options={universities.map((option) => ({ value: String(option.id), label: `${option.nombre} (${option.siglas})` }))}
      />
      <SelectField
        name="carrera"
        label={label('carrera')}
        required
        disabled={!university}
        help={university ? undefined : label('carrera_help')}
        options={careers.map((career) => ({ value: career.nombre, label: career.nombre }))}
      />
      <TextField name="facultad" label={label('facultad')} required maxLength={200} help={label('facultad_help')} />
      <SelectField
        name="nivel"
        label={label('nivel')}
        required
        options={universityLevels.map((level) => ({ value: level, label: label(`nivel.${level}`) }))}
      />
      <TextField name="semestre" label={label('semestre')} required maxLength={30} help={label('semestre_help')} />
      <PeriodField section="education-in" />
      <TextField name="titulo" label={label('titulo')} maxLength={200} help={label('titulo_help')} />
    </>
  );
}

export const educationInSection = defineSection<'education-in', EducationInValues>({
  section: 'education-in',
  blank: { universidad_id: '', carrera: '', facultad: '', nivel: '', semestre: '', fecha_inicio: '', fecha_fin: '', titulo: '' },
  toValues: (entry) => ({
    universidad_id: String(entry.universidad.id),
    carrera: entry.carrera,
    facultad: entry.facultad,
    nivel: entry.nivel,
    semestre: entry.semestre,
    fecha_inicio: entry.fecha_inicio,
    fecha_fin: entry.fecha_fin,
    titulo: entry.titulo ?? '',
  }),
  // The schema let only a chosen university and a known level through.
  toBody: (values) => ({
    ...values,
    universidad_id: Number(values.universidad_id),
    nivel: values.nivel as UniversityLevel,
    titulo: optionalText(values.titulo),
  }),
  Fields: EducationInFields,
  summarize: (entry, intl) => ({
    title: entry.carrera,
    subtitle: `${entry.universidad.nombre} (${entry.universidad.siglas}) · ${entry.facultad}`,
    period: formatPeriod(intl, entry.fecha_inicio, entry.fecha_fin),
    details: [
      `${intl.formatMessage({ id: `cv.education-in.nivel.${entry.nivel}` })} · ${entry.semestre}`,
      ...(entry.titulo ? [entry.titulo] : []),
    ],
  }),
});

/** `/CV/education-in` (menu main_u). */
export function EducationInScreen() {
  return <SectionScreen definition={educationInSection} />;
}
