import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { ZodError } from 'zod';
import { handleAuthRequest } from '../auth/guard';
import { hideSessionTokens } from '../auth/session-tokens';
import { loadSession } from '../auth/session';
import { trustedOrigins } from '../auth/auth';
import { accountRoutes } from '../routes/account';
import { profileRoutes } from '../routes/profile';
import { documentRoutes } from '../routes/documents';
import { eventRoutes } from '../routes/events';
import { exportRoutes } from '../routes/export';
import { reviewRoutes } from '../routes/review';
import { dashboardRoutes } from '../routes/dashboard';
import { chatRoutes } from '../routes/chat';
import { adminRoutes } from '../routes/admin';
import { redactUrl } from '../logger';
import type { Services } from '../services';
import { voidChangedSignatures } from '../review/stale';
import { AppError, errors, fromZod } from './errors';
import type { AppEnv } from './types';

export interface AppOptions {
  /** Folder of the built client; served with an SPA fallback when present. */
  clientDir?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the HTTP application: API, auth, health checks and the static client. */
export function createApp(services: Services, opts: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const origins = new Set(trustedOrigins(services.env));
  const { log } = services;

  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('requestId', crypto.randomUUID());
    let ip: string | null = null;
    try {
      ip = getConnInfo(c).remote.address ?? null;
    } catch {
      ip = null;
    }
    c.set('clientIp', ip);
    // better-auth reads the client address from this header; only this server may set it.
    c.req.raw.headers.delete('x-taxdesk-client-ip');
    if (ip) c.req.raw.headers.set('x-taxdesk-client-ip', ip);
    const started = performance.now();
    await next();
    // Paths only (query strings may carry one-time tokens), with token segments redacted.
    log.info({ reqId: c.get('requestId'), method: c.req.method, path: redactUrl(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: inlineScriptSources(opts.clientDir),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      xFrameOptions: 'SAMEORIGIN',
      referrerPolicy: 'no-referrer',
      strictTransportSecurity: services.env.APP_URL.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const [database, storage] = await Promise.allSettled([services.database.ping(), services.files.ping()]);
    if (database.status === 'rejected') log.error({ err: database.reason }, 'readiness check failed: database unreachable');
    if (storage.status === 'rejected') log.error({ err: storage.reason }, 'readiness check failed: file storage unreachable');
    const ok = database.status === 'fulfilled' && storage.status === 'fulfilled';
    return c.json(
      { status: ok ? 'ready' : 'unavailable', database: database.status === 'fulfilled' ? 'ok' : 'error', storage: storage.status === 'fulfilled' ? 'ok' : 'error' },
      ok ? 200 : 503,
    );
  });

  // Cross-site request protection for every state change: SameSite cookies plus an Origin check.
  app.use('/api/*', async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
      if (!origin || !origins.has(origin)) throw errors.badOrigin();
    }
    await next();
  });
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw errors.payloadTooLarge('Request body is too large.'); } });
  // Uploads are streamed with their own cap (server/domain/upload.ts); everything else is small JSON.
  // Legacy CSV imports (server/routes/admin.ts) are streamed with their own cap as well.
  app.use('/api/*', (c, next) => (c.req.path === '/api/documents/upload' || c.req.path.startsWith('/api/admin/import/') ? next() : jsonLimit(c, next)));
  app.use('/api/*', loadSession);
  // A change that alters signed data voids the signature at once (docs/decisions/030).
  app.use('/api/*', async (c, next) => {
    await next();
    const user = c.get('user');
    if (SAFE_METHODS.has(c.req.method) || !user || c.res.status >= 400 || c.req.path.startsWith('/api/auth/') || c.req.path.startsWith('/api/review/')) return;
    await voidChangedSignatures(c.get('services'), user.id, { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null }).catch((err: unknown) =>
      c.get('services').log.warn({ err: (err as Error).message }, 'could not re-check signatures after a change'),
    );
  });

  app.use('/api/auth/*', hideSessionTokens);
  app.on(['GET', 'POST'], '/api/auth/*', (c) => handleAuthRequest(c));
  app.route('/api', accountRoutes());
  app.route('/api', profileRoutes());
  app.route('/api', documentRoutes());
  app.route('/api', eventRoutes());
  app.route('/api', exportRoutes());
  app.route('/api', reviewRoutes());
  app.route('/api', dashboardRoutes());
  app.route('/api', chatRoutes());
  app.route('/api/admin', adminRoutes());

  app.all('/api/*', () => {
    throw errors.notFound('Endpoint');
  });

  if (opts.clientDir && existsSync(path.join(opts.clientDir, 'index.html'))) {
    const root = path.relative(process.cwd(), opts.clientDir) || '.';
    const indexHtml = readFileSync(path.join(opts.clientDir, 'index.html'), 'utf8');
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    const spa = (c: Context<AppEnv>) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    };
    // The root is the app, not the folder; other files at the top (favicon…) are served as is.
    app.get('/', spa);
    app.use('*', serveStatic({ root, index: '' }));
    // SPA fallback: every other GET is a client route.
    app.get('*', spa);
  }

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toJSON(), err.status);
    if (err instanceof ZodError) {
      const e = fromZod(err);
      return c.json(e.toJSON(), e.status);
    }
    log.error({ err, reqId: c.get('requestId'), path: redactUrl(c.req.path) }, 'unhandled error');
    const e = errors.internal();
    return c.json(e.toJSON(), e.status);
  });

  return app;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * The client's index.html carries one inline script (the theme applied before first paint);
 * the CSP allows exactly that script by its hash.
 */
function inlineScriptSources(clientDir?: string): string[] {
  const sources = ["'self'"];
  const file = clientDir ? path.join(clientDir, 'index.html') : '';
  if (!file || !existsSync(file)) return sources;
  for (const m of readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]) sources.push(`'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  }
  return sources;
}
