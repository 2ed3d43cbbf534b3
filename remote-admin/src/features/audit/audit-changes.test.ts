import { changedFields, refusal } from './audit-changes';

describe('changedFields', () => {
  it('lists only the fields that changed, in the record’s order', () => {
    expect(
      changedFields(
        { status: 'pendiente', motivo_rechazo: null, empresa: 'Andes' },
        { status: 'rechazada', motivo_rechazo: 'RUC inválido', empresa: 'Andes' },
      ),
    ).toEqual([
      { field: 'status', before: 'pendiente', after: 'rechazada' },
      { field: 'motivo_rechazo', before: null, after: 'RUC inválido' },
    ]);
  });

  it('gives every field of a creation and of a deletion', () => {
    expect(changedFields(null, { nombre: 'UTA', activa: true, web: null })).toEqual([
      { field: 'nombre', before: null, after: 'UTA' },
      { field: 'activa', before: null, after: true },
    ]);
    expect(changedFields({ name_ro: 'Docente' }, null)).toEqual([{ field: 'name_ro', before: 'Docente', after: null }]);
  });

  it('compares lists and nested values by content, and fields one side lacks', () => {
    expect(changedFields({ carreras: ['A', 'B'], web: 'x' }, { carreras: ['A', 'B'] })).toEqual([
      { field: 'web', before: 'x', after: null },
    ]);
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
  });
});

describe('refusal', () => {
  it('reads what a refused attempt stored', () => {
    expect(refusal({ attempted: { c: true }, reason: 'No puede modificar los permisos de su propio rol.' })).toEqual({
      attempted: { c: true },
      reason: 'No puede modificar los permisos de su propio rol.',
    });
    expect(refusal(null)).toEqual({ attempted: null, reason: null });
  });
});
