import Fastify from 'fastify';

/** The yardstick of `npm run bench:api`: a bare Fastify hello-world in a process of its own (PORT). */
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
