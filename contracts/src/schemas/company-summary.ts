import { type Static, Type } from 'typebox';
import { companyStatuses } from '../statuses.ts';
import { Nullable } from './common.ts';

const count = () => Type.Integer({ minimum: 0 });

/**
 * `GET /api/company/summary`: the company's landing figures in one call (offers by status as
 * read today, its applicants, and whether it may publish yet), so the dashboard never pages
 * through every offer to add them up.
 */
export const CompanySummary = Type.Object({
  empresa: Type.Object({
    status: Type.Enum(companyStatuses),
    /** Why the company cannot publish yet (the 403 of publishing says the same); null once approved. */
    motivo: Nullable(Type.String()),
  }),
  /** The company's offers per status; a published offer past its closing date counts as `expirada`. */
  ofertas: Type.Object({ borrador: count(), publicada: count(), cerrada: count(), expirada: count() }),
  postulantes: Type.Object({
    total: count(),
    /** Applications received in the last `dias_nuevos` days. */
    nuevos: count(),
    /** Applications still `postulado` (the company has not looked at them). */
    sin_revisar: count(),
    dias_nuevos: Type.Integer({ minimum: 1 }),
  }),
});
export type CompanySummary = Static<typeof CompanySummary>;
