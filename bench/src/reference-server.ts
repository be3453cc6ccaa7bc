// The bench's reference: a bare Fastify JSON route in its own process, as the shop's API is,
// so the load generator does not share a CPU thread with the server it measures.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/reference', async () => ({ status: true, data: { id: 1, name: 'Gluten-Free Multigrain Flour' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('listening');
