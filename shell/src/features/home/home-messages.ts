/** Texts of the landing dashboards and the help page (Spanish; other locales fall back to it). */
export const homeMessages: Record<string, string> = {
  'home.greeting': 'Hola, {name}',
  'home.subtitle': 'Este es tu resumen en {title}.',
  'home.no_screens': 'Tu cuenta aún no tiene pantallas asignadas.',
  'home.no_screens_hint':
    'Pide a un administrador de la bolsa de empleo que asigne menús a tu rol «{role}»; cuando lo haga, aparecerán aquí y en el menú.',
  'help.intro': '{title} une a los estudiantes de la universidad con las empresas que buscan talento.',
  'help.navigation':
    'Usa el menú de la izquierda (o el botón de menú en pantallas pequeñas) para moverte entre las secciones; el buscador de la barra superior encuentra cualquier opción del menú por su nombre. El engranaje abre las preferencias de la interfaz: tema claro u oscuro, ancho del contenido y tipo de navegación.',
  'help.student.title': 'Si eres estudiante',
  'help.student.body':
    'Completa tu hoja de vida en sus nueve secciones (información personal, formación universitaria y externa, idiomas, conocimientos informáticos, otras habilidades, cursos, experiencia laboral y actividades extracurriculares). Luego revisa las ofertas publicadas, postula con una carta de presentación opcional y sigue el estado de cada postulación en «Mis postulaciones»: postulado, en revisión, entrevista, seleccionado o no seleccionado.',
  'help.company.title': 'Si eres empresa',
  'help.company.body':
    'Un administrador de la universidad aprueba tu empresa antes de que puedas publicar. Crea ofertas en «Nueva oferta» (con fecha de cierre de hasta 90 días), publícalas o ciérralas desde «Mis ofertas», revisa a los postulantes de cada oferta con su hoja de vida y mueve cada postulación por el proceso de selección.',
  'help.admin.title': 'Si eres administrador',
  'help.admin.body':
    'Gestiona los usuarios, aprueba las empresas registradas, define los roles, sus menús y los permisos de cada menú (Agregar, Actualizar, Eliminar, Ejecutar), y mantiene los catálogos y las universidades. Cada cambio queda registrado.',
  'help.contact': '¿Necesitas más ayuda? Escribe a la oficina de vinculación de tu universidad.',
};
