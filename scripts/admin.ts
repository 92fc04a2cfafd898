/**
 * Grants or revokes the admin role: `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`.
 * The first administrator is made this way (there is no sign-up path to the role); each change is
 * audited. Run it while the server is stopped when the database is the embedded PGlite.
 */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../server/audit';
import { openDatabase } from '../server/db/client';
import { user } from '../server/db/schema';
import { EnvError, loadEnv } from '../server/env';

const USAGE = 'Usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL\n';

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail || rest.length) {
    process.stderr.write(USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'pglite'),
    poolMax: 2,
  });
  try {
    await database.migrate();
    const role = command === 'grant' ? 'admin' : 'user';
    const changed = await database.db.transaction(async (tx) => {
      const [found] = await tx.select().from(user).where(sql`lower(${user.email}) = ${email}`);
      if (!found) return null;
      await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.id));
      await audit(tx, {
        actorUserId: null,
        action: command === 'grant' ? 'admin.role_granted' : 'admin.role_revoked',
        targetType: 'user',
        targetId: found.id,
        details: { via: 'cli', previousRole: found.role },
      });
      return found;
    });
    if (!changed) {
      process.stderr.write(`No account with the email ${email}. The person must sign up and verify the address first.\n`);
      return 1;
    }
    if (command === 'grant') {
      process.stdout.write(`${email} is now an administrator (was ${changed.role}).\n`);
      if (!changed.twoFactorEnabled) {
        process.stdout.write('Two-factor authentication is not on yet: the admin pages stay closed until it is enabled on /profile.\n');
      }
    } else {
      process.stdout.write(`${email} is no longer an administrator (was ${changed.role}).\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof EnvError ? err.message : err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
