/**
 * Ecuadorian identity documents (PRODUCT.md, "Identity documents"): cédula, RUC and passport.
 * Pure functions: the server decides with them and the client's forms answer at once with the
 * same verdict and the same message.
 */

export type DocumentType = 'cedula' | 'ruc' | 'pasaporte';

export type DocumentCheck =
  { valid: true; tipo: DocumentType; value: string } | { valid: false; tipo: DocumentType | null; message: string };

export const documentMessages = {
  cedulaFormat: 'La cédula debe tener 10 dígitos.',
  cedulaProvince: 'Los dos primeros dígitos de la cédula no corresponden a una provincia.',
  cedulaThirdDigit: 'El tercer dígito de la cédula no es válido.',
  cedulaCheckDigit: 'El dígito verificador de la cédula no es válido.',
  rucFormat: 'El RUC debe tener 13 dígitos.',
  rucProvince: 'Los dos primeros dígitos del RUC no corresponden a una provincia.',
  rucThirdDigit: 'El tercer dígito del RUC no es válido.',
  rucNaturalPerson: 'El RUC de una persona natural debe empezar con una cédula válida.',
  rucEstablishment: 'Los tres últimos dígitos del RUC (establecimiento) no pueden ser 000.',
  passportFormat: 'El pasaporte debe tener entre 5 y 20 letras o dígitos.',
  unknown: 'Ingrese una cédula de 10 dígitos, un RUC de 13 dígitos o un pasaporte de 5 a 20 letras o dígitos.',
  studentDocument: 'Ingrese una cédula o un pasaporte. Las empresas se registran con su RUC en el registro de empresas.',
} as const;

/** 01–24 are the provinces; 30 is for Ecuadorians registered abroad. */
export function isProvinceCode(code: string): boolean {
  const value = Number(code);
  return /^\d{2}$/.test(code) && ((value >= 1 && value <= 24) || value === 30);
}

/** Module-10 check digit of the first nine digits of a cédula. */
export function cedulaCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    let product = Number(firstNine[index]) * (index % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

export function checkCedula(input: string): DocumentCheck {
  const value = input.trim();
  const fail = (message: string): DocumentCheck => ({ valid: false, tipo: 'cedula', message });
  if (!/^\d{10}$/.test(value)) return fail(documentMessages.cedulaFormat);
  if (!isProvinceCode(value.slice(0, 2))) return fail(documentMessages.cedulaProvince);
  // 0–5 are natural persons; 6 is issued too and must not be refused when the check digit passes.
  if (Number(value[2]) > 6) return fail(documentMessages.cedulaThirdDigit);
  if (cedulaCheckDigit(value.slice(0, 9)) !== Number(value[9])) return fail(documentMessages.cedulaCheckDigit);
  return { valid: true, tipo: 'cedula', value };
}

/**
 * Natural persons (third digit 0–5): a valid cédula followed by an establishment ≥ 001.
 * Companies (9) and public entities (6): structure only. The tax authority (SRI) does not
 * generate these numbers with an algorithm and real ones fail the old module-11 check, so a
 * structurally valid one is never refused.
 */
export function checkRuc(input: string): DocumentCheck {
  const value = input.trim();
  const fail = (message: string): DocumentCheck => ({ valid: false, tipo: 'ruc', message });
  if (!/^\d{13}$/.test(value)) return fail(documentMessages.rucFormat);
  if (!isProvinceCode(value.slice(0, 2))) return fail(documentMessages.rucProvince);
  const thirdDigit = Number(value[2]);
  if (thirdDigit === 7 || thirdDigit === 8) return fail(documentMessages.rucThirdDigit);
  if (thirdDigit <= 5 && !checkCedula(value.slice(0, 10)).valid) return fail(documentMessages.rucNaturalPerson);
  if (value.endsWith('000')) return fail(documentMessages.rucEstablishment);
  return { valid: true, tipo: 'ruc', value };
}

export function checkPassport(input: string): DocumentCheck {
  const value = input.trim().toUpperCase();
  return /^[A-Z0-9]{5,20}$/.test(value)
    ? { valid: true, tipo: 'pasaporte', value }
    : { valid: false, tipo: 'pasaporte', message: documentMessages.passportFormat };
}

/**
 * Tells the document apart by its shape: 10 digits is a cédula, 13 digits a RUC (never a
 * passport), anything else of 5–20 letters or digits a passport (foreign ones may be all digits).
 */
export function checkDocument(input: string): DocumentCheck {
  const value = input.trim();
  if (/^\d{10}$/.test(value)) return checkCedula(value);
  if (/^\d{13}$/.test(value)) return checkRuc(value);
  if (/^[A-Za-z0-9]{5,20}$/.test(value)) return checkPassport(value);
  return { valid: false, tipo: null, message: documentMessages.unknown };
}

/** A student signs up with a cédula or a passport; a RUC belongs to the company signup. */
export function checkStudentDocument(input: string): DocumentCheck {
  const check = checkDocument(input);
  return check.valid && check.tipo === 'ruc' ? { valid: false, tipo: 'ruc', message: documentMessages.studentDocument } : check;
}

/** The kind of a valid document, or null when it is not one. */
export function dniKind(input: string): DocumentType | null {
  const check = checkDocument(input);
  return check.valid ? check.tipo : null;
}
