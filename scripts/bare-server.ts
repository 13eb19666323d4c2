/**
 * The yardstick of npm run bench: a bare Fastify route answering a constant JSON, nothing else
 * (no logging, headers, limits or compression). Prints its port once listening.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { success: 1, data: [{ id: 1, name: 'Constant', image: '/files/a.webp', banner: '/files/b.webp' }] };
app.get('/bare', async () => answer);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
