import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The floor of `npm run bench:api`: a bare Fastify in a process of its own (PORT) that answers
 * each measured call with the status, headers and body the portal's server gave it (recorded by
 * the bench just before, in the JSON file FLOOR_ANSWERS), and does nothing else — no
 * authentication, no database, no logging, no serialization. What it costs is what sending that
 * answer costs on this machine: the most any server could reach for the call.
 */
export interface RecordedAnswer {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

const answers = new Map(
  (JSON.parse(readFileSync(process.env.FLOOR_ANSWERS ?? '', 'utf8')) as RecordedAnswer[]).map((answer) => [
    `${answer.method} ${answer.url}`,
    answer,
  ]),
);

const app = Fastify();
// Answers once it has read the answers: the bench waits for this.
app.get('/', async () => 'ready');
app.route({
  method: ['GET', 'PUT'],
  url: '*',
  handler: async (request, reply) => {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  },
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
