/**
 * Live drop feed, footer statistics and monitoring, spec 000 §7.
 */
import { z } from 'zod';
import { itemView } from './common.ts';

export const liveDropBody = z
  .object({ is_top: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional() })
  .strict();
export const liveDrop = z.object({
  id: z.string(),
  user: z.object({ user_id: z.string(), nickname: z.string(), avatar: z.string() }),
  item: itemView,
  case: z.object({ slug: z.string(), name: z.string(), image: z.string() }),
  created_at: z.string(),
});
export type LiveDrop = z.infer<typeof liveDrop>;
export const liveDropResponse = z.object({ drops: z.array(liveDrop) });

export const footerStatsResponse = z.object({
  opened: z.number().int(),
  users: z.number().int(),
  upgrades: z.number().int(),
  battles: z.number().int(),
  online: z.number().int(),
  arcanes: z.number().int(),
});
export type FooterStats = z.infer<typeof footerStatsResponse>;

export const monitoringResponse = z.object({
  status: z.string(),
  /** `message`: the operator's tech-work text in the caller's language while offline (issue 30), else null. */
  data: z.object({ is_offline: z.boolean(), message: z.string().nullable() }),
});
