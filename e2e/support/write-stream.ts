import type { APIResponse } from '@playwright/test';

type Send = (method: 'POST' | 'GET', url: string, data?: unknown) => Promise<APIResponse>;

/** A work-experience entry of the student's CV (POST /api/cv/work); `n` makes each one distinct. */
export const workEntry = (n?: number) => ({
  empresa: 'Corporación Favorita C.A.',
  cargo: n === undefined ? 'Pasante de sistemas' : `Pasante de sistemas ${n}`,
  area: 'tecnologia',
  fecha_inicio: '2023-06-01',
  fecha_fin: '2023-08-31',
  funciones: 'Soporte a usuarios y mantenimiento de la red.',
  motivo_salida: 'Fin de la pasantía.',
  referencia_nombre: 'Jorge Andrés Pazmiño',
  referencia_telefono: '022987654',
});

/**
 * `writers` loops adding CV entries until stopped, counting what the server acknowledged (2xx,
 * with the new entry's id) and what it did not (other answers, or no answer: a killed server).
 */
export function writeStream(send: Send, writers = 4) {
  const acknowledged: number[] = [];
  const unanswered: string[] = [];
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) {
      try {
        const response = await send('POST', '/api/cv/work', workEntry((n += 1)));
        if (response.ok()) acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
        else unanswered.push(String(response.status()));
      } catch (error) {
        unanswered.push((error as Error).message.split('\n')[0]!);
        // The server is gone: wait a moment before the next try.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const loops = Array.from({ length: writers }, loop);
  return {
    acknowledged,
    unanswered,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
