import type { LanguageCheckField } from '../src/trust.ts';

/**
 * The inclusive-language check's table of cases (contracts/src/trust.ts): what an offer's text
 * says, and the words the check must name (none: it must stay silent). The contracts' unit test
 * runs every row; the server's test sends a sample of them through the endpoint.
 */
export const languageCases: ReadonlyArray<{ text: string; palabras: string[]; campo?: LanguageCheckField }> = [
  // Age.
  { text: 'Edad: entre 18 y 25 años.', palabras: ['Edad', 'entre 18 y 25 años'] },
  { text: 'Postulantes de 20 a 30 años, con ganas de aprender.', palabras: ['de 20 a 30 años'] },
  { text: 'Hombres menores de 35 años de edad.', palabras: ['menores de 35 años', '35 años de edad'] },
  { text: 'No mayor de 28 años.', palabras: ['No mayor de 28 años'] },
  { text: 'Edad máxima 30', palabras: ['Edad máxima'] },
  // Not age: experience, duration, history.
  { text: '20 años de experiencia en el sector bancario.', palabras: [] },
  { text: 'Mínimo 3 años de experiencia; más de 10 años de trayectoria de la empresa.', palabras: [] },
  { text: 'Contrato por 2 años renovable.', palabras: [] },
  { text: 'Empresa con más de 25 años en el mercado.', palabras: [] },
  { text: 'Se valoran de 2 a 5 años de experiencia.', palabras: [] },
  // Sex.
  { text: 'Sexo: masculino.', palabras: ['Sexo'] },
  { text: 'Candidatos de sexo femenino.', palabras: ['Candidatos de sexo femenino'] },
  { text: 'Preferiblemente masculino, disponibilidad inmediata.', palabras: ['Preferiblemente masculino'] },
  { text: 'Solo mujeres, por favor.', palabras: ['Solo mujeres'] },
  { text: 'Se requiere personal femenino para atención al cliente.', palabras: ['personal femenino'] },
  { text: 'Patrocinamos al equipo femenino de fútbol de la ciudad.', palabras: [] },
  { text: 'Tienda de ropa masculina y femenina.', palabras: [] },
  { text: 'Promovemos la equidad de género.', palabras: [] },
  // Marital status.
  { text: 'Estado civil: soltero/a.', palabras: ['Estado civil', 'soltero/a'] },
  { text: 'Preferible soltera y sin hijos.', palabras: ['soltera', 'sin hijos'] },
  { text: 'Casados abstenerse.', palabras: ['Casados'] },
  // Appearance and photos.
  { text: 'Buena presencia y excelente actitud.', palabras: ['Buena presencia'] },
  { text: 'Enviar hoja de vida con foto reciente.', palabras: ['foto'] },
  { text: 'Adjuntar fotografía tamaño carné.', palabras: ['fotografía'] },
  { text: 'Conocimientos de fotografía y edición de video.', palabras: [] },
  { text: 'Experiencia en fotografía de producto.', palabras: [] },
  { text: 'Presencia en redes sociales y buena comunicación.', palabras: [] },
  // Ethnicity, religion.
  { text: 'Tez blanca, sin tatuajes.', palabras: ['Tez blanca'] },
  { text: 'No importa la raza ni la etnia.', palabras: ['raza', 'etnia'] },
  { text: 'Religión católica practicante.', palabras: ['Religión'] },
  // Ordinary offers.
  { text: 'Desarrollo de aplicaciones web con React y Node.js; trabajo en equipo.', palabras: [] },
  { text: 'Atención al cliente, manejo de caja y buen trato.', palabras: [] },
  { text: 'Estudiante de octavo semestre en adelante de Ingeniería en Sistemas.', palabras: [] },
];
