/**
 * The production split of database roles (issue 44 "the documented production setup runs the app as a role that
 * does not own its tables"; docs/operations.md "Database roles"): with DATABASE_OWNER_URL set, the migrations run
 * as that owner, which then gives the app's role (DATABASE_URL's user) what the shop needs and nothing more — rows
 * of every table, but only reading and adding to the append-only audit log and case revisions, and no DDL at all
 * (a role that owns no table can neither TRUNCATE one nor disable its triggers). pg-boss's schema is the app's
 * own: it adds a partition per queue as it runs. The owner must own the database (or be a superuser) to grant it.
 */
import type pg from 'pg';

/** pg-boss's schema (platform/jobs-adapter.ts): the job queue's tables, owned by the app's role. */
export const JOBS_SCHEMA = 'pgboss';

/** The tables whose rows are never changed nor removed (their triggers refuse it too: migrations 0025, 0038). */
export const APPEND_ONLY_TABLES = ['audit_log', 'case_revisions'] as const;

/** The user name of a PostgreSQL connection URL (the role it signs in as). */
export const roleOfUrl = (url: string): string => decodeURIComponent(new URL(url).username);

/**
 * Gives `appRole` its rights, over `owner` (a connection of the tables' owner, after the migrations). Idempotent:
 * every server process runs it after migrating, under the migration lock.
 */
export async function grantAppRole(owner: pg.Client, appRole: string): Promise<void> {
  const role = owner.escapeIdentifier(appRole);
  const appendOnly = APPEND_ONLY_TABLES.map((t) => owner.escapeIdentifier(t)).join(', ');
  await owner.query(`
    grant usage on schema public to ${role};
    grant select, insert, update, delete on all tables in schema public to ${role};
    revoke update, delete, truncate on ${appendOnly} from ${role};
    grant usage, select, update on all sequences in schema public to ${role};
    create schema if not exists ${owner.escapeIdentifier(JOBS_SCHEMA)} authorization ${role};
  `);
  // pg-boss starts with CREATE SCHEMA IF NOT EXISTS, which PostgreSQL checks against the database's CREATE right
  // even when the schema exists: the app may add schemas of its own, never tables to the owner's.
  const { rows } = await owner.query<{ db: string }>('select current_database() as db');
  await owner.query(`grant create on database ${owner.escapeIdentifier(rows[0]!.db)} to ${role}`);
}
