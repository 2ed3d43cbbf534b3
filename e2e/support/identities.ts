import { randomInt } from 'node:crypto';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** A valid, random Ecuadorian cédula (province 01–24, modulo-10 check digit). */
export function randomCedula(): string {
  const province = String(randomInt(1, 25)).padStart(2, '0');
  const nine = `${province}${randomInt(0, 6)}${digits(6)}`;
  const sum = [...nine].map(Number).reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${nine}${(10 - (sum % 10)) % 10}`;
}

/** A structurally valid company RUC (third digit 9, establishment 001). */
export const randomCompanyRuc = () => `17${'9'}${digits(7)}001`;

export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${randomInt(1e6)}@e2e.test`;
