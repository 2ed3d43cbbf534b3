import type { CatalogType } from '@portal/contracts';
import type { University } from '@portal/contracts/schemas';
import { http } from 'msw';
import { api, ok } from './msw';

type Items = Array<[code: string, name: string, provincia?: string]>;

/**
 * A few items of each catalog the screens use, with the seed's codes
 * (server/src/db/seed/catalog-lists.ts), for component tests of any remote.
 */
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
  'tipos-contrato': [
    ['tiempo-completo', 'Tiempo completo'],
    ['pasantia', 'Pasantía'],
  ],
  modalidades: [
    ['presencial', 'Presencial'],
    ['remoto', 'Remoto'],
    ['hibrido', 'Híbrido'],
  ],
};

/** `{code, name}` of a code, as the server's answers carry catalog fields. */
export function fakeCatalogValue(type: CatalogType, code: string) {
  const item = fakeCatalogs[type]?.find(([candidate]) => candidate === code);
  if (!item) throw new Error(`fake catalogs: no ${type} ${code}`);
  return { code, name: item[1] };
}

/** Whether `code` is an item of the fake catalog (what the server's 422 on a catalog field checks). */
export const fakeCatalogHas = (type: CatalogType, code: unknown) => fakeCatalogs[type]?.some(([candidate]) => candidate === code) ?? false;

/** Active universities with their careers (`GET /api/universities`); Medicina is taught at two of them. */
export const fakeUniversities: University[] = [
  {
    id: 1,
    nombre: 'Escuela Politécnica Nacional',
    siglas: 'EPN',
    tipo: 'publica',
    provincia: { code: '17', name: 'Pichincha' },
    carreras: [
      { id: 11, nombre: 'Ingeniería en Sistemas', facultad: 'Facultad de Ingeniería de Sistemas' },
      { id: 12, nombre: 'Física', facultad: 'Facultad de Ciencias' },
    ],
  },
  {
    id: 2,
    nombre: 'Universidad Central del Ecuador',
    siglas: 'UCE',
    tipo: 'publica',
    provincia: { code: '17', name: 'Pichincha' },
    carreras: [{ id: 21, nombre: 'Medicina', facultad: 'Facultad de Ciencias Médicas' }],
  },
  {
    id: 3,
    nombre: 'Universidad de Guayaquil',
    siglas: 'UG',
    tipo: 'publica',
    provincia: { code: '09', name: 'Guayas' },
    carreras: [
      { id: 31, nombre: 'Medicina', facultad: 'Facultad de Ciencias Médicas' },
      { id: 32, nombre: 'Administración de Empresas', facultad: 'Facultad de Ciencias Administrativas' },
    ],
  },
];

/** `GET /api/catalogs/{type}` (a province's cities with `?provincia=`) and `GET /api/universities` over the fakes above. */
export const catalogHandlers = [
  http.get(api('catalogs/:type'), ({ params, request }) => {
    const provincia = new URL(request.url).searchParams.get('provincia');
    const items = fakeCatalogs[params.type as CatalogType] ?? [];
    return ok(items.filter((item) => !provincia || item[2] === provincia).map(([code, name]) => ({ code, name })));
  }),
  http.get(api('universities'), () => ok(fakeUniversities)),
];
