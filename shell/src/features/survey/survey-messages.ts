/** The public survey page's texts (the shell's message file adds them). */
export const surveyMessages: Record<string, string> = {
  'survey.title': 'Encuesta a graduados',
  'survey.loading': 'Cargando la encuesta…',
  'survey.for': 'Para graduados de {carrera}, cohorte {cohorte}',
  'survey.required': 'obligatoria',
  'survey.required_note': 'Las preguntas con * son obligatorias.',
  'survey.progress': 'Pregunta {current} de {total}',
  'survey.previous': 'Anterior',
  'survey.next': 'Siguiente',
  'survey.send': 'Enviar respuestas',
  'survey.yes': 'Sí',
  'survey.no': 'No',
  'survey.errors': 'Revisa las preguntas marcadas.',
  'survey.thanks_title': '¡Gracias!',
  'survey.thanks': 'Tu respuesta quedó registrada. Las cifras se publican solo de forma agregada.',
  'survey.unavailable': 'Este enlace no está disponible',
};
