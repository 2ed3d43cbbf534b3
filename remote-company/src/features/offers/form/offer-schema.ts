import {
  emptyOfferFormValues,
  offerFieldNames,
  offerFieldRules,
  offerFormMessages,
  offerToday,
  type OfferFormValues,
} from '@portal/contracts';
import * as yup from 'yup';
import type { Offer, OfferBody } from '../api/offers-api';

/** What the offer form holds: catalog codes ('' when none), numbers (null when empty), career names. */
export type OfferValues = OfferFormValues;

export const emptyOffer: OfferValues = emptyOfferFormValues();

/** An offer's values as the form edits them (catalog fields keep their code). */
export function offerValues(offer: Offer): OfferValues {
  const values: Record<string, unknown> = {};
  for (const name of offerFieldNames) {
    values[name] = offerFieldRules[name].kind === 'catalog' ? (offer[name] as { code: string }).code : offer[name];
  }
  return values as OfferValues;
}

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
  for (const name of offerFieldNames) {
    const { kind } = offerFieldRules[name];
    shape[name] = yup
      .mixed()
      .nullable()
      .test(`offer-${name}`, function check(value: unknown) {
        // Formik hands an emptied text over as undefined; the API would receive it blank.
        const values = {
          ...(this.parent as OfferValues),
          [name]: value ?? (kind === 'integer' || kind === 'money' ? null : ''),
        };
        const message = offerFormMessages(values, { today: offerToday(), publishedOn })[name];
        // No stack trace: the form validates at each keystroke and a field's message needs none.
        return message === undefined || this.createError({ message, disableStackTrace: true });
      });
  }
  return yup.object(shape);
}
