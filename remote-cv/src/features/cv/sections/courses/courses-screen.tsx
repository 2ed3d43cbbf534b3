import { courseTypes, type CourseType } from '@portal/contracts';
import { DateField, NumberField, SelectField, TextField } from '@portal/shared/kit/form-screen';
import { formatMonth } from '../../../../common/format-month';
import { defineSection } from '../section-definition';
import { SectionScreen } from '../section-screen';
import { useSectionText } from '../use-section-text';

function CourseFields() {
  const label = useSectionText('courses');
  return (
    <>
      <TextField name="nombre" label={label('nombre')} required maxLength={200} />
      <TextField name="institucion" label={label('institucion')} required maxLength={200} />
      <NumberField name="horas" label={label('horas')} required min={1} max={2000} precision={0} />
      <DateField name="fecha" label={label('fecha')} required />
      <SelectField
        name="tipo"
        label={label('tipo')}
        required
        options={courseTypes.map((tipo) => ({ value: tipo, label: label(`tipo.${tipo}`) }))}
      />
    </>
  );
}

export const coursesSection = defineSection({
  section: 'courses',
  blank: { nombre: '', institucion: '', horas: null as number | null, fecha: '', tipo: '' as CourseType | '' },
  toValues: (entry) => ({ nombre: entry.nombre, institucion: entry.institucion, horas: entry.horas, fecha: entry.fecha, tipo: entry.tipo }),
  // The schema let only a whole number of hours and a known type through.
  toBody: (values) => ({ ...values, horas: values.horas as number, tipo: values.tipo as CourseType }),
  Fields: CourseFields,
  summarize: (entry, intl) => ({
    title: entry.nombre,
    subtitle: entry.institucion,
    period: formatMonth(intl, entry.fecha, true),
    details: [
      intl.formatMessage(
        { id: 'cv.courses.detail' },
        { horas: entry.horas, tipo: intl.formatMessage({ id: `cv.courses.tipo.${entry.tipo}` }) },
      ),
    ],
  }),
});

/** `/CV/courses` (menu main_courses). */
export function CoursesScreen() {
  return <SectionScreen definition={coursesSection} />;
}
