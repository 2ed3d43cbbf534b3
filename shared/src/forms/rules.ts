import * as yup from 'yup';
import { es } from '../i18n/messages/es';

/**
 * yup rules with the spec's messages (§5). Messages are the Spanish texts themselves, as the
 * interface is Spanish only; `{min}` is filled by yup.
 */
export const messages = {
  required: es['validation.required'],
  email: es['validation.email'],
  minLength: es['validation.min_length'],
  sameAsPassword: es['validation.same_as_password'],
  url: es['validation.url'],
  mobile: es['validation.mobile'],
  name: es['validation.name'],
  phone: es['validation.phone'],
  maxLength: es['validation.max_length'],
} as const;

/** 09 followed by 8 digits (spec §5, §9). */
export const mobilePattern = /^09\d{8}$/;
/** An Ecuadorian landline with its area code, or a mobile. */
export const phonePattern = /^0\d{8,9}$/;
/** Letters (accents and ñ included), spaces and apostrophes (spec §5). */
export const namePattern = /^[\p{L}\p{M}' ’\s]+$/u;

const minLengthMessage = ({ min }: { min: number }) => messages.minLength.replace('{min}', String(min));
const maxLengthMessage = ({ max }: { max: number }) => messages.maxLength.replace('{max}', String(max));

export const rules = {
  required: () => yup.string().trim().required(messages.required),
  email: () => yup.string().trim().required(messages.required).email(messages.email).max(255, maxLengthMessage),
  password: () => yup.string().required(messages.required).min(8, minLengthMessage).max(128, maxLengthMessage),
  repassword: (field = 'password') =>
    yup
      .string()
      .required(messages.required)
      .oneOf([yup.ref(field)], messages.sameAsPassword),
  url: () =>
    yup
      .string()
      .trim()
      .matches(/^https?:\/\/[^\s.]+\.[^\s]{2,}$/i, { message: messages.url, excludeEmptyString: true }),
  mobile: () => yup.string().trim().required(messages.required).matches(mobilePattern, messages.mobile),
  phone: () => yup.string().trim().required(messages.required).matches(phonePattern, messages.phone),
  name: () => yup.string().trim().required(messages.required).matches(namePattern, messages.name),
  minLength: (min: number) => yup.string().trim().required(messages.required).min(min, minLengthMessage),
};
