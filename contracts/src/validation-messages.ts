/**
 * What a field error says, in the server's 422 answers and under the client's fields alike:
 * both take the text from here, so the same rule never speaks twice. The first five are the
 * spec's texts (§5), verbatim, odd wording of `url` included. `{min}` and `{max}` are filled in
 * by `fillMessage` (the same placeholders as react-intl's).
 */
export const validationMessages = {
  required: 'El campo es obligatorio.',
  email: 'El campo debe ser un correo electrónico.',
  minLength: 'El campo debe ser de almenos {min} caracteres.',
  sameAsPassword: 'El campo no coincide.',
  url: "El campo no debe ser una url válida 'http://'.",
  maxLength: 'El campo debe tener como máximo {max} caracteres.',
  mobile: 'El campo debe ser un celular válido: 09 seguido de 8 dígitos.',
  name: 'El campo solo admite letras, espacios y apóstrofos.',
  phone: 'El campo debe ser un teléfono válido: 9 o 10 dígitos que empiezan con 0, o + y el código del país.',
  country: 'Seleccione un país de la lista.',
  province: 'Seleccione una provincia de Ecuador.',
  format: 'El formato del campo no es válido.',
  /** A select's value that is not one of its options (a catalog code, a fixed choice). */
  option: 'Seleccione una opción de la lista.',
  date: 'El campo debe ser una fecha válida.',
  blankPassword: 'La contraseña no puede estar formada solo por espacios.',
  commonPassword: 'Esta contraseña es de las más usadas y fácil de adivinar. Elija otra.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** `fillMessage(validationMessages.minLength, { min: 8 })` → 'El campo debe ser de almenos 8 caracteres.' */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
