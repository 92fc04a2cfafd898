import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_URL: 'http://localhost:3000', RUN_WORKER: true, AI_SEND_PII: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AI_BASE_URL: 'http://localhost:11434/v1', SMTP_URL: 'http://mail' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EnvError);
      const msg = (e as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'AI_MODEL', 'SMTP_URL']) expect(msg).toContain(name);
    }
  });

  it('treats empty strings as unset and strips a trailing slash from APP_URL', () => {
    expect(loadEnv({ DATABASE_URL: '', APP_URL: 'https://tax.example.com/' }).APP_URL).toBe('https://tax.example.com');
  });

  it('requires https for a public APP_URL in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', APP_URL: 'http://tax.example.com' })).toThrow(/APP_URL/);
    expect(loadEnv({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }).APP_URL).toBe('http://localhost:3000');
  });
});
