/** The reference of `npm run bench:api`: a bare Hono "hello" on @hono/node-server. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export function bareHono() {
  const app = new Hono();
  app.get('/', (c) => c.text('hello'));
  return app;
}

// Run as a process of its own (start-up reference): PORT from the environment.
if (process.argv[1] && /bare-hono\.ts$/.test(process.argv[1])) {
  serve({ fetch: bareHono().fetch, port: Number(process.env.PORT ?? 3999), hostname: '127.0.0.1' }, () => console.log('listening'));
}
