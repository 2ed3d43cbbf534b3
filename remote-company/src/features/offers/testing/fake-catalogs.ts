import type { CatalogType } from '@portal/contracts';
import type { University } from '@portal/contracts/schemas';

type Items = Array<[code: string, name: string, provincia?: string]>;

/** A few items of each catalog an offer uses, with the seed's codes (server/src/db/seed/catalog-lists.ts). */
export const fakeCatalogs: Partial<Record<CatalogType, Items>> = {
  areas: [
    ['tecnologia', 'Tecnología de la información'],
    ['administracion', 'Administración'],
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
  provincias: [
    ['17', 'Pichincha'],
    ['09', 'Guayas'],
  ],
  ciudades: [
    ['quito', 'Quito', '17'],
    ['cayambe', 'Cayambe', '17'],
    ['guayaquil', 'Guayaquil', '09'],
  ],
};

/** `{code, name}` of a code, as the server's answers carry catalog fields. */
export function catalogValue(type: CatalogType, code: string) {
  const item = fakeCatalogs[type]?.find(([candidate]) => candidate === code);
  return { code, name: item?.[1] ?? code };
}

export const catalogHas = (type: CatalogType, code: unknown) => fakeCatalogs[type]?.some(([candidate]) => candidate === code) ?? false;

/** Two universities that both teach Medicina. */
export const fakeUniversities: University[] = [
  {
    id: 1,
    nombre: 'Escuela Politécnica Nacional',
    siglas: 'EPN',
    tipo: 'publica',
    provincia: { code: '17', name: 'Pichincha' },
    carreras: [
      { id: 11, nombre: 'Ingeniería en Sistemas', facultad: 'Facultad de Ingeniería de Sistemas' },
      { id: 12, nombre: 'Medicina', facultad: 'Facultad de Ciencias' },
    ],
  },
  {
    id: 2,
    nombre: 'Universidad Central del Ecuador',
    siglas: 'UCE',
    tipo: 'publica',
    provincia: { code: '17', name: 'Pichincha' },
    carreras: [
      { id: 21, nombre: 'Medicina', facultad: 'Facultad de Ciencias Médicas' },
      { id: 22, nombre: 'Administración de Empresas', facultad: 'Facultad de Ciencias Administrativas' },
    ],
  },
];
