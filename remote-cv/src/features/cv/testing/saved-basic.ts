import type { CvBasic } from '@portal/contracts/schemas';

/** A student's saved personal data, as GET /api/cv answers it (catalog values as {code, name}). */
export const savedBasic: CvBasic = {
  dni: '1710034065',
  nombres: 'María José',
  apellidos: 'Quishpe Núñez',
  fecha_nacimiento: '2001-05-14',
  genero: { code: 'femenino', name: 'Femenino' },
  estado_civil: { code: 'soltero', name: 'Soltero/a' },
  nacionalidad: { code: 'EC', name: 'Ecuador' },
  provincia: { code: '17', name: 'Pichincha' },
  ciudad: { code: 'quito', name: 'Quito' },
  direccion: 'Av. 10 de Agosto N24-56 y Colón',
  celular: '0991234567',
  telefono: null,
  email: 'maria.quishpe@correo.ec',
  perfil: null,
  updated_at: '2026-01-01T00:00:00Z',
};
