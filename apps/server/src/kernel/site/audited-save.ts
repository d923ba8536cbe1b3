/**
 * A console save of one site setting with its audit entry (issue 30 "Running the shop"): the tech-work switch, the
 * FAQ, the SEO texts. One transaction under the settings' advisory lock (the one saveSiteSetting takes), so two
 * saves of the same setting run one after the other and each audits what it really replaced. The caller drops its
 * process's copy after the commit (forgetSiteSettings, forgetFaq, forgetSeo).
 */
import type { AuditAction } from '@cases/domain/api/admin';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { audit } from '../staff/audit.ts';
import { saveSiteSetting } from './settings.ts';

/** Who saves: the staff member and the address they called from. */
export interface SettingActor {
  userId: number;
  role: string;
  ip: string;
}

/** What a save writes: the value (null removes the row), and the audit entry's before (default: the replaced value) and after. */
export interface SettingChange<T> {
  value: T | null;
  before?: unknown;
  after: unknown;
}

/** Saves setting `key` as `change` computes it (under the lock, so it may read the saved value), audited as `action` on `target`; the saved value. */
export async function saveSettingAudited<T>(
  db: Db,
  key: string,
  actor: SettingActor,
  action: AuditAction,
  target: string,
  change: (tx: Tx) => Promise<SettingChange<T>>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(570030)`);
    const next = await change(tx);
    const replaced = await saveSiteSetting(tx, key, next.value, actor.userId);
    await audit(tx, {
      actorId: actor.userId,
      role: actor.role,
      ip: actor.ip,
      action,
      target,
      before: 'before' in next ? next.before : replaced,
      after: next.after,
    });
    return next.value;
  });
}
