// The reference every figure of `npm run bench` is divided by: a bare Fastify 5
// hello-world on this machine, run alternately with the api in the same session.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
