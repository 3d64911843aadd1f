// First-start set-up: the division row, the Administrator role and the first administrator.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { generatePassword, hashPassword } from '../auth/password.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { ensureAdministratorRole } from '../roles/service.ts';
import { ensureDivision } from '../settings/division-service.ts';

export async function bootstrap(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await ensureDivision(db);
  const adminRoleId = await ensureAdministratorRole(db);
  const anyTechnician = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('user_type', '=', 'TECHNICIAN')
    .executeTakeFirst();
  if (anyTechnician) return;

  const email = (config.adminEmail ?? 'admin@warden.local').toLowerCase();
  const password = config.adminPassword ?? generatePassword();
  const now = nowIso();
  await db.kysely
    .insertInto('users')
    .values({
      uid: randomUUID(),
      email,
      first_name: 'Warden',
      last_name: 'Administrator',
      phone: null,
      user_type: 'TECHNICIAN',
      status: 'ACTIVE',
      role_id: adminRoleId,
      password_hash: await hashPassword(password),
      hide_help_tooltip: 0,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  log.info({ email }, 'created the first administrator');
  if (!config.adminPassword) {
    // Printed once, on the terminal, so that the person who started the server can sign in.
    process.stdout.write(
      `\n  First administrator created.\n    E-mail:   ${email}\n    Password: ${password}\n  Change it under Administration > Technicians.\n\n`,
    );
  }
}
