/**
 * The first privacy notice (version 1), published by the personal-data migration. Plain Spanish,
 * in "tú", as the LOPDP (Art. 12) asks: who holds the data, why, for how long, the rights and how
 * to use them, and where to complain (the SPDP). A later version is published from the
 * administration (POST /api/admin/privacy-notice) and asked of every user at their next sign-in.
 */
export const FIRST_PRIVACY_NOTICE = `Aviso de privacidad de la Bolsa de Empleo Universitaria (versión 1)

¿Quién guarda tus datos?
La universidad, a través de su oficina de vinculación y empleo, es la responsable de los datos que registras en este portal.

¿Qué datos guardamos y para qué?
Tu cuenta (nombre, correo, cédula o RUC), tu hoja de vida (estudios, experiencia, idiomas, foto si la subes), tus postulaciones, tus prácticas y tus respuestas a encuestas de seguimiento. Los usamos solo para: conectarte con empresas que ofrecen empleo y prácticas, gestionar tus prácticas pre-profesionales, hacer el seguimiento a graduados que exige la ley y avisarte de lo que pasa con tus postulaciones.

¿Quién ve tus datos?
Solo las empresas a cuyas ofertas postulas ven tu hoja de vida. Nunca reciben tu cédula. Tu género, tu estado civil y tu foto les llegan solo si tú lo eliges en tu hoja de vida. En «Mis datos» puedes ver cada vez que una empresa abrió tu hoja de vida.

¿Por cuánto tiempo?
Mientras tengas tu cuenta. Si pides eliminarla, se desactiva al instante y a los 30 días borramos tu hoja de vida, tu foto, tus respuestas y tus datos personales. Las empresas conservan tu postulación como «Postulante eliminado». El registro de auditoría y de consentimientos se queda solo con un seudónimo, para poder demostrar que cumplimos la ley.

Tus derechos y cómo usarlos
Tienes derecho a acceder a tus datos, a corregirlos, a pedir que se eliminen y a oponerte a su uso (Ley Orgánica de Protección de Datos Personales, artículos 13 a 16). Desde «Mis datos» puedes descargar todo lo que guardamos sobre ti, corregir tu hoja de vida, pedir la eliminación de tu cuenta o enviar una solicitud. Te respondemos en un máximo de 15 días.

¿Dónde reclamar?
Si crees que no respetamos tus derechos, puedes presentar un reclamo ante la Superintendencia de Protección de Datos Personales (SPDP) del Ecuador.`;
