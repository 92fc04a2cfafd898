import type { SessionUser } from '../auth/session';
import type { Services } from '../services';

/** Hono bindings shared by every route. */
export interface AppEnv {
  Variables: {
    services: Services;
    user: SessionUser | undefined;
    sessionId: string | undefined;
    requestId: string;
    clientIp: string | null;
  };
}
