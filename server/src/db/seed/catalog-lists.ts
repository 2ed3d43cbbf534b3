/**
 * The plain lists of API.md "Catalogs": `[code, name]`, in the order selects show them. Codes are
 * lowercase ASCII slugs that records store; names are what the interface shows. The levels,
 * contract types, modalities and activity types use exactly the codes API.md names.
 */
type List = ReadonlyArray<readonly [code: string, name: string]>;

export const languages: List = [
  ['espanol', 'Español'],
  ['ingles', 'Inglés'],
  ['kichwa', 'Kichwa'],
  ['shuar', 'Shuar'],
  ['frances', 'Francés'],
  ['aleman', 'Alemán'],
  ['portugues', 'Portugués'],
  ['italiano', 'Italiano'],
  ['chino-mandarin', 'Chino mandarín'],
  ['japones', 'Japonés'],
  ['coreano', 'Coreano'],
  ['ruso', 'Ruso'],
  ['arabe', 'Árabe'],
  ['lengua-de-senas', 'Lengua de señas ecuatoriana'],
];

export const languageLevels: List = [
  ['basico', 'Básico'],
  ['intermedio', 'Intermedio'],
  ['avanzado', 'Avanzado'],
  ['nativo', 'Nativo'],
];

/** Ecuador's levels (LOES): secondary school, higher technical, university degree, postgraduate. */
export const educationLevels: List = [
  ['bachillerato', 'Bachillerato'],
  ['tecnico', 'Técnico superior'],
  ['tecnologico', 'Tecnológico superior'],
  ['tercer-nivel', 'Tercer nivel (grado)'],
  ['especializacion', 'Especialización'],
  ['maestria', 'Maestría'],
  ['doctorado', 'Doctorado (PhD)'],
];

export const areas: List = [
  ['tecnologia', 'Tecnología de la información'],
  ['administracion', 'Administración'],
  ['contabilidad', 'Contabilidad y finanzas'],
  ['marketing', 'Marketing y ventas'],
  ['recursos-humanos', 'Recursos humanos'],
  ['salud', 'Salud'],
  ['educacion', 'Educación'],
  ['ingenieria-civil', 'Ingeniería civil'],
  ['ingenieria-industrial', 'Ingeniería industrial'],
  ['electricidad-electronica', 'Electricidad y electrónica'],
  ['derecho', 'Derecho'],
  ['comunicacion', 'Comunicación y periodismo'],
  ['diseno', 'Diseño'],
  ['arquitectura', 'Arquitectura'],
  ['agropecuaria', 'Agropecuaria y veterinaria'],
  ['turismo', 'Turismo y hotelería'],
  ['logistica', 'Logística y transporte'],
  ['atencion-al-cliente', 'Atención al cliente'],
  ['investigacion', 'Investigación y ciencias'],
  ['otra', 'Otra'],
];

export const contractTypes: List = [
  ['tiempo-completo', 'Tiempo completo'],
  ['medio-tiempo', 'Medio tiempo'],
  ['pasantia', 'Pasantía'],
  ['practicas', 'Prácticas pre-profesionales'],
];

export const workModes: List = [
  ['presencial', 'Presencial'],
  ['remoto', 'Remoto'],
  ['hibrido', 'Híbrido'],
];

export const computerCategories: List = [
  ['ofimatica', 'Ofimática'],
  ['lenguajes-programacion', 'Lenguajes de programación'],
  ['desarrollo-web', 'Desarrollo web'],
  ['desarrollo-movil', 'Desarrollo móvil'],
  ['bases-de-datos', 'Bases de datos'],
  ['analisis-de-datos', 'Análisis de datos'],
  ['redes', 'Redes y telecomunicaciones'],
  ['sistemas-operativos', 'Sistemas operativos'],
  ['seguridad-informatica', 'Seguridad informática'],
  ['computacion-en-la-nube', 'Computación en la nube'],
  ['diseno-grafico', 'Diseño gráfico y multimedia'],
  ['software-contable', 'Software contable y ERP'],
  ['cad', 'Diseño asistido (CAD)'],
  ['otra', 'Otra'],
];

export const activityTypes: List = [
  ['voluntariado', 'Voluntariado'],
  ['deporte', 'Deporte'],
  ['arte', 'Arte y cultura'],
  ['liderazgo', 'Liderazgo'],
  ['otro', 'Otro'],
];

export const genders: List = [
  ['femenino', 'Femenino'],
  ['masculino', 'Masculino'],
  ['otro', 'Otro'],
  ['prefiero-no-decirlo', 'Prefiero no decirlo'],
];

export const civilStates: List = [
  ['soltero', 'Soltero/a'],
  ['casado', 'Casado/a'],
  ['divorciado', 'Divorciado/a'],
  ['viudo', 'Viudo/a'],
  ['union-de-hecho', 'Unión de hecho'],
];
