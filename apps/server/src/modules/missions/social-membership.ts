/**
 * Whether a social mission can pay (decision 024, issue 44 "social missions are verified or pay nothing"): a
 * network pays its mission only when it can be asked whether this very player follows the shop's page.
 * - VK: with `SOCIAL_VK_TOKEN` set and a player who signed in with VK, `groups.isMember` of the shop's group
 *   answers; asked at the check and again at the claim.
 * - Telegram and YouTube: the shop knows no Telegram account of a player, and YouTube shows a subscription only
 *   to the subscriber's own consent; their missions stay links that pay nothing.
 * Opening a page still counts as following it after `SOCIAL_CHECK_DELAY_S` (the profile's channels), with no
 * value attached.
 */
import type { SocialType } from '@cases/domain/missions';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { EngagementConfig } from '../../engagement-config.ts';
import { identitySubject } from '../../kernel/players/identities.ts';

export interface SocialRules {
  /** How long after opening a page it counts as followed where nobody can be asked (ms). */
  delayMs: number;
  /** The networks this player's membership can be asked of. */
  verifiable(db: DbOrTx, userId: number): Promise<ReadonlySet<SocialType>>;
  /** The network's answer; false for a refusal, an unknown player or any failure (logged). */
  isMember(db: DbOrTx, userId: number, type: SocialType): Promise<boolean>;
}

type VkMembership = NonNullable<EngagementConfig['socials']['vkMembership']>;
const NONE: ReadonlySet<SocialType> = new Set();
const VK_ONLY: ReadonlySet<SocialType> = new Set(['vk']);
const VK_API_VERSION = '5.199';
const TIMEOUT_MS = 5_000;

/** The rules of this deployment's configuration. */
export function socialRules(
  socials: EngagementConfig['socials'],
  log: FastifyBaseLogger,
): SocialRules {
  const vk = socials.vkMembership;
  return {
    delayMs: socials.checkDelayMs,
    async verifiable(db, userId) {
      if (!vk) return NONE;
      return (await identitySubject(db, userId, 'vk')) ? VK_ONLY : NONE;
    },
    async isMember(db, userId, type) {
      if (type !== 'vk' || !vk) return false;
      const vkId = await identitySubject(db, userId, 'vk');
      if (!vkId) return false;
      try {
        return await vkIsMember(vk, vkId);
      } catch (err) {
        log.warn({ err, userId }, 'VK membership check failed');
        return false;
      }
    },
  };
}

/**
 * VK's `groups.isMember` for one user: true only for an answer of 1 (or `{ member: 1 }`). Throws on an HTTP
 * failure, an API error or a timeout of 5 s.
 */
async function vkIsMember(vk: VkMembership, vkUserId: string): Promise<boolean> {
  const url = new URL(`${vk.apiUrl}/groups.isMember`);
  url.search = new URLSearchParams({
    group_id: vk.groupId,
    user_id: vkUserId,
    access_token: vk.token,
    v: VK_API_VERSION,
  }).toString();
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`VK answered ${res.status}`);
  const body = (await res.json()) as {
    response?: number | { member?: number };
    error?: { error_code?: number };
  };
  if (body.error) throw new Error(`VK error ${body.error.error_code ?? '?'}`);
  const r = body.response;
  return r === 1 || (typeof r === 'object' && r?.member === 1);
}
