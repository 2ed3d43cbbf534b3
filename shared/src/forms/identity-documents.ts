/**
 * Ecuadorian identity documents (PRODUCT.md). The server applies the same rules and has the
 * last word; the client checks them only to answer at once.
 */

const provinceOk = (code: number) => (code >= 1 && code <= 24) || code === 30;

/** Cédula: 10 digits, province 01–24 or 30, modulo-10 check digit. A third digit of 6 is fine. */
export function isValidCedula(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  if (!provinceOk(Number(value.slice(0, 2)))) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/**
 * RUC: 13 digits. A natural person's (third digit 0–5) is a valid cédula plus an establishment
 * ≥ 001. Companies (9) and public entities (6) are checked by structure only: the tax authority
 * does not generate them by an algorithm and real ones fail the old modulo-11 check.
 */
export function isValidRuc(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  if (!provinceOk(Number(value.slice(0, 2)))) return false;
  const third = Number(value[2]);
  if (third <= 5) return isValidCedula(value.slice(0, 10)) && Number(value.slice(10)) >= 1;
  if (third === 6) return Number(value.slice(9)) >= 1;
  if (third === 9) return Number(value.slice(10)) >= 1;
  return false;
}

/** Passport of a foreign student: letters and digits, 5–20 characters. */
export const isValidPassport = (value: string) => /^[A-Za-z0-9]{5,20}$/.test(value) && !/^\d{10}$/.test(value);

export type DniKind = 'cedula' | 'pasaporte';

/** What a dni field holds: a valid cédula, a passport, or nothing valid. */
export function dniKind(value: string): DniKind | null {
  if (/^\d{10}$/.test(value)) return isValidCedula(value) ? 'cedula' : null;
  return isValidPassport(value) ? 'pasaporte' : null;
}
