import type { CvEntrySection } from '@portal/contracts';
import { DateRangeField } from '@portal/shared/kit/form-screen';
import { useSectionText } from './use-section-text';

/** A section's `fecha_inicio` and `fecha_fin` with "En curso" (or the section's own words: "Trabajo aquí actualmente"). */
export function PeriodField({ section, ongoingLabel }: { section: CvEntrySection; ongoingLabel?: string }) {
  const label = useSectionText(section);
  return (
    <DateRangeField
      start={{ name: 'fecha_inicio', label: label('fecha_inicio') }}
      end={{ name: 'fecha_fin', label: label('fecha_fin') }}
      ongoingLabel={ongoingLabel}
      required
    />
  );
}
