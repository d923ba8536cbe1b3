/**
 * The battles service's live calls (spec 001 §7 "Battles"; issue 10): watching a battle (open/close,
 * the spectator count) and emoji to the battle's room. Mounted by routes.ts under `BATTLES_BASE`.
 */
import {
  battleUlidBody,
  emojiBody,
  emojiMessage,
  spectatorsResponse,
} from '@cases/domain/api/battles';
import { optionalUser } from '../../platform/auth.ts';
import { emojiFrom, emojiLimiter } from './emoji.ts';
import { BATTLE_AUTH, requireBattleUser } from './errors.ts';
import { battleRoom } from './runtime.ts';
import { spectate, viewerOf } from './spectators.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import type { BattleRouteContext } from './route-context.ts';

export function battleLiveRoutes(app: App, deps: AppDeps, ctx: BattleRouteContext): void {
  const { db, config, hub } = deps;
  const { base, runtime } = ctx;
  const limitEmoji = emojiLimiter(config.battles.emojiPerMin);

  for (const [path, watching] of [
    ['open', true],
    ['close', false],
  ] as const)
    app.post(
      `${base}/${path}`,
      {
        config: {
          errors: [[404, 'dataNotFound']],
          auth: 'optional',
        },
        schema: { body: battleUlidBody, response: { 200: spectatorsResponse } },
      },
      async (req) => {
        const userId = await optionalUser(db, req);
        const res = await spectate(
          db,
          req.body.battle_ulid,
          userId,
          viewerOf(req, userId),
          watching,
          req.body.key,
        );
        void runtime
          .spectators(res.battleId, res.spectators)
          .catch((err: unknown) => app.log.error({ err }, 'battle spectators'));
        return { spectators: res.spectators };
      },
    );

  app.post(
    `${base}/emoji`,
    {
      config: {
        ...BATTLE_AUTH,
        errors: [
          [403, 'error_battle_authorize'],
          [404, 'dataNotFound'],
          [429, 'tooManyRequests'],
        ],
      },
      schema: { body: emojiBody, response: { 200: emojiMessage } },
    },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const b = req.body;
      const msg = await emojiFrom(db, userId, b.battle_ulid, b.member_id, b.content);
      limitEmoji(userId);
      for (const lang of ['ru', 'en'] as const)
        hub?.emitToRoom(battleRoom(b.battle_ulid), 'battles_emoji_sent', msg, lang);
      return msg;
    },
  );
}
