/**
 * An experiment as the console shows it (spec 000 §7; issue 45 "the console shows each experiment's variants and
 * their conversion"): per variant, its share, the visitors given it, those who topped up after it and their
 * credited top-ups (kernel/players/deposits.ts `depositConversion`), and top-ups per visitor.
 */
import type { AdminExperiment } from '@cases/domain/api/experiments';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { experimentAssignments } from '../../db/schema/index.ts';
import { depositConversion } from '../../kernel/players/deposits.ts';
import type { ExperimentDef } from './definitions.ts';

export async function experimentReport(db: DbOrTx, def: ExperimentDef): Promise<AdminExperiment> {
  const a = experimentAssignments;
  const rows = await depositConversion(
    db,
    sql`select ${a.variant} as grp, ${a.userId} as user_id, ${a.assignedAt} as since
      from ${a} where ${a.experiment} = ${def.key}`,
  );
  return {
    key: def.key,
    running: def.running,
    is_default: def.isDefault,
    variants: def.variants.map((v) => {
      const r = rows.find((x) => x.group === v.key);
      const visitors = r?.size ?? 0;
      const topUps = r?.deposits ?? 0;
      return {
        key: v.key,
        weight: def.weights[v.key] ?? 0,
        payload: v.payload,
        visitors,
        converted: r?.converted ?? 0,
        top_ups: topUps,
        top_ups_per_visitor: visitors > 0 ? Math.round((topUps / visitors) * 1000) / 1000 : 0,
      };
    }),
  };
}
