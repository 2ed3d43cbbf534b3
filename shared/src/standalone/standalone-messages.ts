/** Texts of a remote's standalone dev entry (Spanish only: a developer's tool, not a product screen). */
export const standaloneMessages: Record<string, string> = {
  'standalone.title': '{remote} — desarrollo',
  'standalone.sign_in': 'Ingresar',
  'standalone.sign_in_hint': 'Ingresa con una cuenta de la API en {api} para usar las pantallas de este remoto con su sesión y su menú.',
  'standalone.email': 'Correo electrónico',
  'standalone.password': 'Contraseña',
  'standalone.signed_in_as': '{name} · {role}',
  'standalone.logout': 'Cerrar sesión',
  'standalone.screens': 'Pantallas de este remoto',
  'standalone.no_access': 'Tu rol no tiene acceso a esta pantalla: no está en su menú.',
  'standalone.not_in_menu': '(no está en el menú de tu rol)',
  'standalone.home': 'Inicio',
};
