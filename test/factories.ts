import { randomBytes } from 'node:crypto';
import type { Agent, TestApp } from './harness';

let n = 0;
/** A unique email for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  n += 1;
  return `${prefix}.${n}.${randomBytes(3).toString('hex')}@example.test`;
}

export const GOOD_PASSWORD = 'correct horse battery staple';

/** Signs a user up through the real API and returns the agent (not yet verified). */
export async function signUp(app: TestApp, email = uniqueEmail(), password = GOOD_PASSWORD) {
  const agent = app.agent();
  const res = await agent.post('/api/auth/sign-up/email', { email, password, name: email.split('@')[0], callbackURL: '/welcome' });
  return { agent, email, password, res };
}

/** Signs up, follows the emailed verification link and returns a signed-in agent. */
export async function createVerifiedUser(app: TestApp, email = uniqueEmail(), password = GOOD_PASSWORD): Promise<{ agent: Agent; email: string; password: string }> {
  const { agent, res } = await signUp(app, email, password);
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await app.mail.waitFor(email, /Verify/);
  const verify = await agent.get(mail.link!);
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  return { agent, email, password };
}
