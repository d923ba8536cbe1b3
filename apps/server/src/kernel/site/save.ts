/**
 * A console change of one run-time setting (issue 30 "Running the shop"): the new value and its audit entry
 * (`action`, target = the setting's key, before and after) in one transaction, then this process's copy dropped
 * (the others see it within 2 s). `value` null removes the saved value, so the default holds again.
 */
import type { AuditAction } from '@cases/domain/api/admin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Staff } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';
import { forgetSiteSettings, saveSiteSetting } from './settings.ts';

export async function saveSettingAudited(
  db: Db,
  req: FastifyRequest,
  staff: Staff,
  change: { key: string; action: AuditAction; value: unknown },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await saveSiteSetting(tx, change.key, change.value, staff.userId);
    await audit(tx, {
      actorId: staff.userId,
      role: staff.role,
      ip: req.ip,
      action: change.action,
      target: change.key,
      before,
      after: change.value,
    });
  });
  forgetSiteSettings(db);
}
