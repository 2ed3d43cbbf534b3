import type { CatalogType } from '@portal/contracts';

type Items = Array<[code: string, name: string, provincia?: string]>;

/** A few items of each catalog the CV uses, with the seed's codes (server/src/db/seed/catalog-lists.ts). */
export const fakeCatalogs: Partial<Record<CatalogType, Items>> = {
  generos: [
    ['femenino', 'Femenino'],
    ['masculino', 'Masculino'],
  ],
  'estados-civiles': [
    ['soltero', 'Soltero/a'],
    ['casado', 'Casado/a'],
  ],
  paises: [
    ['EC', 'Ecuador'],
    ['CO', 'Colombia'],
  ],
  provincias: [
    ['17', 'Pichincha'],
    ['09', 'Guayas'],
  ],
  ciudades: [
    ['quito', 'Quito', '17'],
    ['cayambe', 'Cayambe', '17'],
    ['guayaquil', 'Guayaquil', '09'],
  ],
  idiomas: [
    ['espanol', 'Español'],
    ['ingles', 'Inglés'],
    ['kichwa', 'Kichwa'],
  ],
  'niveles-idioma': [
    ['basico', 'Básico'],
    ['intermedio', 'Intermedio'],
    ['avanzado', 'Avanzado'],
    ['nativo', 'Nativo'],
  ],
  'niveles-educacion': [
    ['bachillerato', 'Bachillerato'],
    ['tecnologico', 'Tecnológico superior'],
  ],
  areas: [
    ['tecnologia', 'Tecnología de la información'],
    ['administracion', 'Administración'],
  ],
  'categorias-informaticas': [
    ['bases-de-datos', 'Bases de datos'],
    ['ofimatica', 'Ofimática'],
  ],
  'tipos-actividad': [
    ['voluntariado', 'Voluntariado'],
    ['deporte', 'Deporte'],
  ],
};

/** `{code, name}` of a code, as the server's answers carry catalog fields. */
export function catalogValue(type: CatalogType, code: string) {
  const item = fakeCatalogs[type]?.find(([candidate]) => candidate === code);
  if (!item) throw new Error(`fake catalogs: no ${type} ${code}`);
  return { code, name: item[1] };
}
