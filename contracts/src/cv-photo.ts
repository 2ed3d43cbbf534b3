/**
 * The CV photo's rules (API.md: JPEG, PNG or WebP, at most 2 MB, stored resized), declared once:
 * the server enforces them on `PUT /api/cv/photo`, and the client's upload field can check size
 * and type before sending, with the same words.
 */
export const photoRules = {
  /** The multipart field that carries the file. */
  field: 'foto',
  maxBytes: 2 * 1024 * 1024,
  /** Told by the file's bytes on the server, not by its name or declared type. */
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** The stored photo fits in a square of this side (never enlarged). */
  maxSide: 400,
  /** Larger images are refused before decoding: a small file can unpack into gigabytes. */
  maxInputPixels: 40_000_000,
} as const;

export const photoMessages = {
  tooLarge: 'La foto no debe pesar más de 2 MB.',
  wrongType: 'La foto debe ser una imagen JPEG, PNG o WebP.',
  unreadable: 'No se pudo leer la imagen: el archivo está dañado o incompleto.',
  tooManyPixels: 'La imagen es demasiado grande: como máximo 40 megapíxeles.',
  oneFile: 'Envíe una sola foto.',
  saved: 'Foto guardada.',
  deleted: 'Foto eliminada.',
  none: 'No hay foto.',
  linkInvalid: 'El enlace de la foto no es válido o ha caducado.',
} as const;
