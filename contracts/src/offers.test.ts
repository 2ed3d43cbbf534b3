import { Value } from 'typebox/value';
import {
  applicationFieldRules,
  applicationMoveMessage,
  applicationTransitions,
  canMoveApplication,
  canMoveOffer,
  closingDateMessage,
  companyApplicationStatuses,
  offerFieldMessage,
  offerFieldOfRuleName,
  offerFieldRules,
  offerFormMessages,
  offerMessages,
  offerTransitions,
} from './offers.ts';
import { OfferBody } from './schemas/offers.ts';
import { applicationStatuses, offerStatuses } from './statuses.ts';
import { fillMessage, validationMessages } from './validation-messages.ts';

const today = '2026-03-10';
const valid = {
  titulo: 'Desarrollador web junior',
  descripcion: 'Desarrollo de aplicaciones web con React y Node.js para clientes del sector financiero.',
  area: 'tecnologia',
  tipo_contrato: 'tiempo-completo',
  modalidad: 'hibrido',
  provincia: '17',
  ciudad: 'quito',
  vacantes: 2,
  salario_min: 800,
  salario_max: 1200,
  requisitos: 'Estudiante de los últimos semestres de Ingeniería en Sistemas.',
  carreras: ['Ingeniería en Sistemas', 'Software'],
  experiencia: 'Sin experiencia',
  fecha_cierre: '2026-04-10',
};

describe('offer statuses', () => {
  it('moves borrador → publicada → cerrada or expirada, and never back', () => {
    expect(canMoveOffer('borrador', 'publicada')).toBe(true);
    expect(canMoveOffer('publicada', 'cerrada')).toBe(true);
    expect(canMoveOffer('publicada', 'expirada')).toBe(true);
    expect(canMoveOffer('borrador', 'cerrada')).toBe(false);
    expect(canMoveOffer('cerrada', 'publicada')).toBe(false);
    expect(canMoveOffer('expirada', 'publicada')).toBe(false);
    expect(Object.keys(offerTransitions).sort()).toEqual([...offerStatuses].sort());
  });
});

describe('the application pipeline', () => {
  it('moves forward, may skip a stage or turn down at any stage, and stops at a decision', () => {
    expect(canMoveApplication('postulado', 'en_revision')).toBe(true);
    expect(canMoveApplication('postulado', 'entrevista')).toBe(true);
    expect(canMoveApplication('en_revision', 'no_seleccionado')).toBe(true);
    expect(canMoveApplication('entrevista', 'seleccionado')).toBe(true);
    expect(canMoveApplication('entrevista', 'en_revision')).toBe(false);
    expect(canMoveApplication('seleccionado', 'no_seleccionado')).toBe(false);
    expect(canMoveApplication('no_seleccionado', 'entrevista')).toBe(false);
    expect(Object.keys(applicationTransitions).sort()).toEqual([...applicationStatuses].sort());
    // A company never sets the first status: nothing leads back to it.
    expect(Object.values(applicationTransitions).flat()).not.toContain('postulado');
    expect([...new Set(Object.values(applicationTransitions).flat())].sort()).toEqual([...companyApplicationStatuses].sort());
  });

  it('says which move it refused in Spanish', () => {
    expect(applicationMoveMessage('seleccionado', 'entrevista')).toBe('Una postulación en «Seleccionado» no puede pasar a «Entrevista».');
  });
});

describe('the offer form', () => {
  it('accepts a complete offer, and the schema agrees', () => {
    expect(offerFormMessages(valid, { today })).toEqual({});
    expect(Value.Check(OfferBody, valid)).toBe(true);
  });

  it.each([
    ['titulo', 'Dev', fillMessage(validationMessages.minLength, { min: 5 })],
    ['titulo', '   ', validationMessages.required],
    ['titulo', 'x'.repeat(151), fillMessage(validationMessages.maxLength, { max: 150 })],
    ['titulo', 'Desarrollador\u0000', validationMessages.format],
    ['descripcion', 'Corta', fillMessage(validationMessages.minLength, { min: 20 })],
    ['area', 'Tecnología', validationMessages.option],
    ['provincia', 'P1', validationMessages.option],
    ['vacantes', 0, fillMessage(offerMessages.integer, { min: 1, max: 999 })],
    ['vacantes', 1.5, fillMessage(offerMessages.integer, { min: 1, max: 999 })],
    ['vacantes', undefined, validationMessages.required],
    ['salario_min', -1, fillMessage(offerMessages.salary, { min: 0, max: 100_000 })],
    ['salario_min', null, null],
    ['carreras', Array.from({ length: 31 }, (_, index) => `Carrera ${index}`), fillMessage(offerMessages.careersTooMany, { max: 30 })],
    ['carreras', ['Software', 'software '], offerMessages.careersRepeated],
    ['carreras', ['X'], fillMessage(validationMessages.minLength, { min: 2 })],
    ['carreras', [], null],
    ['experiencia', '', validationMessages.required],
    ['fecha_cierre', '2026-02-30', validationMessages.date],
    ['fecha_cierre', '10/04/2026', validationMessages.date],
  ] as const)('%s = %j → %s', (name, value, message) => {
    expect(offerFieldMessage(offerFieldRules[name], value)).toBe(message);
    expect(offerFormMessages({ ...valid, [name]: value }, { today })[name]).toBe(message ?? undefined);
  });

  it('wants the closing date after today and at most 90 days after publication', () => {
    const tooFar = fillMessage(offerMessages.closingTooFar, { days: 90 });
    expect(closingDateMessage(today, today)).toBe(offerMessages.closingNotAfterToday);
    expect(closingDateMessage('2026-03-11', today)).toBeNull();
    expect(closingDateMessage('2026-06-08', today)).toBeNull();
    expect(closingDateMessage('2026-06-09', today)).toBe(tooFar);
    // A published offer's window counts from its publication, not from today.
    expect(closingDateMessage('2026-06-08', today, '2026-03-01')).toBe(tooFar);
    expect(closingDateMessage('2026-05-30', today, '2026-03-01')).toBeNull();
    expect(offerFormMessages({ ...valid, fecha_cierre: '2026-09-01' }, { today })).toEqual({ fecha_cierre: tooFar });
  });

  it('wants the highest salary not below the lowest', () => {
    expect(offerFormMessages({ ...valid, salario_min: 1000, salario_max: 900 }, { today })).toEqual({
      salario_max: offerMessages.salaryOrder,
    });
    expect(offerFormMessages({ ...valid, salario_min: 1000, salario_max: 1000 }, { today })).toEqual({});
    expect(offerFormMessages({ ...valid, salario_min: null, salario_max: 900 }, { today })).toEqual({});
  });

  it('limits the cover letter to 3000 characters', () => {
    expect(offerFieldMessage(applicationFieldRules.carta, 'x'.repeat(3000))).toBeNull();
    expect(offerFieldMessage(applicationFieldRules.carta, 'x'.repeat(3001))).toBe(fillMessage(validationMessages.maxLength, { max: 3000 }));
    expect(offerFieldMessage(applicationFieldRules.carta, null)).toBeNull();
  });

  it('finds a field by the name its schema annotation carries', () => {
    expect(offerFieldOfRuleName('offer:titulo')).toBe(offerFieldRules.titulo);
    expect(offerFieldOfRuleName('application:carta')).toBe(applicationFieldRules.carta);
    expect(offerFieldOfRuleName('offer:toString')).toBeUndefined();
    expect(offerFieldOfRuleName('cv:basic.nombres')).toBeUndefined();
  });
});
