import { offerFieldRules, offerFormMessages, offerToday, type OfferFieldName } from '@portal/contracts';
import * as yup from 'yup';
import type { Offer, OfferBody } from '../api/offers-api';

/** What the offer form holds: catalog codes ('' when none), numbers (null when empty), career names. */
export interface OfferValues {
  titulo: string;
  descripcion: string;
  area: string;
  tipo_contrato: string;
  modalidad: string;
  provincia: string;
  ciudad: string;
  vacantes: number | null;
  salario_min: number | null;
  salario_max: number | null;
  requisitos: string;
  carreras: string[];
  experiencia: string;
  fecha_cierre: string;
}

export const emptyOffer: OfferValues = {
  titulo: '',
  descripcion: '',
  area: '',
  tipo_contrato: '',
  modalidad: '',
  provincia: '',
  ciudad: '',
  vacantes: 1,
  salario_min: null,
  salario_max: null,
  requisitos: '',
  carreras: [],
  experiencia: '',
  fecha_cierre: '',
};

/** An offer's values as the form edits them (catalog fields keep their code). */
export const offerValues = (offer: Offer): OfferValues => ({
  titulo: offer.titulo,
  descripcion: offer.descripcion,
  area: offer.area.code,
  tipo_contrato: offer.tipo_contrato.code,
  modalidad: offer.modalidad.code,
  provincia: offer.provincia.code,
  ciudad: offer.ciudad.code,
  vacantes: offer.vacantes,
  salario_min: offer.salario_min,
  salario_max: offer.salario_max,
  requisitos: offer.requisitos,
  carreras: offer.carreras,
  experiencia: offer.experiencia,
  fecha_cierre: offer.fecha_cierre,
});

/** What the API takes; the schema has already refused an empty vacancy count. */
export const offerBody = (values: OfferValues): OfferBody => ({ ...values, vacantes: values.vacantes ?? 0 });

/**
 * The form's yup schema: every field asks the contract's `offerFormMessages` (the function the
 * server's 422s come from) with the other values, so the closing date's window and the salary
 * order are judged as the server judges them, word for word. `publishedOn`: a published offer's
 * closing date counts its 90 days from its publication; a draft's from today.
 */
export function offerSchema(publishedOn: string | null) {
  const shape: Record<string, yup.Schema> = {};
  for (const name of Object.keys(offerFieldRules) as OfferFieldName[]) {
    shape[name] = yup
      .mixed()
      .nullable()
      .test(`offer-${name}`, function check(value: unknown) {
        // Formik hands an emptied text over as undefined; the API would receive it blank.
        const values = {
          ...(this.parent as OfferValues),
          [name]: value ?? (name === 'vacantes' || name.startsWith('salario') ? null : ''),
        };
        const message = offerFormMessages(values, { today: offerToday(), publishedOn })[name];
        // No stack trace: the form validates at each keystroke and a field's message needs none.
        return message === undefined || this.createError({ message, disableStackTrace: true });
      });
  }
  return yup.object(shape);
}
