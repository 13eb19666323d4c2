/**
 * `npm run staff -- create --email E --name N --role owner [--password P]`: adds a staff account
 * from the command line (the first owner, or a way back in). Without --password a random one is
 * printed once and must be changed at first sign-in. On PGlite only while the server is stopped.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STAFF_LIMITS, staffRoleSchema } from '@portal/contract/staff';
import { loadConfig } from '../../config.ts';
import { openPglite, openPostgres, type Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { refuseWhileServerRuns } from '../../lib/pid-file.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';
import { hashStaffPassword } from './service.ts';

const USAGE = 'Usage: npm run staff -- create --email E --name N --role owner|editor|coordinator|finance [--password P]';

const argsSchema = z.object({
  email: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'not an email address'),
  name: z.string().trim().min(1, 'required').max(100),
  role: staffRoleSchema,
  password: z.string().min(STAFF_LIMITS.password.min, `at least ${STAFF_LIMITS.password.min} characters`).max(STAFF_LIMITS.password.max).optional(),
});

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
  });
  if (positionals[0] !== 'create') throw new Error(USAGE);
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);
  const args = parsed.data;

  const config = loadConfig();
  if (!config.DATABASE_URL) {
    refuseWhileServerRuns(config.DATA_DIR, '`npm run staff`');
  }
  const db: Db = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 1) : await openPglite(path.resolve(config.DATA_DIR, 'pglite'));
  try {
    await migrate(db);
    if (await repo.findStaffByEmail(db, args.email)) throw new Error(`A staff account with the email ${args.email} already exists.`);
    const password = args.password ?? randomBytes(12).toString('base64url');
    const passwordHash = await hashStaffPassword(password);
    const staff = await db.tx(async (q) => {
      const row = await repo.insertStaff(q, { email: args.email, name: args.name, role: args.role, passwordHash, mustChangePassword: true });
      await recordAudit(q, { staffId: null, action: 'create', entity: 'staff', entityId: row.id, after: { email: row.email, name: row.name, role: row.role, source: 'command line' } });
      return row;
    });
    console.log(`Created ${staff.role} ${staff.email} (id ${staff.id}).`);
    if (!args.password) console.log(`Initial password (shown once): ${password}`);
    console.log('Sign in at /admin/login; a new password is asked for at first sign-in.');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
