/** User routes, spec 000 §7 "Users". */
import {
  levelsResponse,
  meResponse,
  publicUserResponse,
  userIdParam,
} from '@cases/domain/api/users';
import { levelProgress } from '@cases/domain/levels';
import { countryOfLanguages } from '@cases/domain/payments/countries';
import { toRoubles } from '@cases/domain/money';
import { requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { langOf } from '../../platform/lang.ts';
import { avatarUrl } from '../../kernel/media-urls.ts';
import { playerCounters } from '../../kernel/players/counters.ts';
import { confirmedEmail } from '../../kernel/players/email.ts';
import { activeItemsTotal, getUser, parseUserId } from '../../kernel/players/users.ts';
import type { UsersPorts } from './ports.ts';

export function usersRoutes(app: App, { db, config }: AppDeps, ports: UsersPorts): void {
  const avatar = (userId: number) => avatarUrl(config.auth.secret, userId);
  app.get(
    '/v1/users/me',
    { config: { auth: 'required' }, schema: { response: { 200: meResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      const [u, itemsTotal, promo, email, counters] = await Promise.all([
        getUser(db, userId),
        activeItemsTotal(db, userId),
        ports.activePromo(db, userId),
        confirmedEmail(db, userId),
        playerCounters(db, userId),
      ]);
      return {
        user_id: String(u.id),
        nickname: u.nickname,
        avatar: avatar(u.id),
        created_at: u.createdAt.toISOString(),
        admin: u.admin,
        reg_type: u.regType,
        is_fake: u.isFake,
        is_bot: u.isBot,
        finance: {
          balance: toRoubles(u.balance),
          currency: 'RUB',
          coin_balance: u.coinBalance,
          total_amount_items: toRoubles(itemsTotal),
        },
        // Spec 000 §3 User `personal` (issue 45): the confirmed e-mail, the address this request came from and
        // the country the shop takes it for (the refill page's default, from Accept-Language). The shop keeps
        // no name or city, so those stay null.
        personal: {
          first_name: null,
          last_name: null,
          email,
          city: null,
          country: countryOfLanguages(req.headers['accept-language']),
          ip: req.ip,
        },
        steam: { link: u.steamLink, login: u.steamLogin },
        // Spec 000 §3 `statistic` (issue 45): `profit` is what the player's paid openings' drops were worth over what
        // those openings cost (the win rate's drops; decision 023), kept as a counter like `spent`.
        statistic: {
          cases: { opened: u.casesOpened },
          finance: {
            spent: toRoubles(u.spent),
            profit: toRoubles(counters.of('case_profit')),
          },
        },
        promo: promo ? { code: promo.code, type: promo.kind as 'common' | 'blogger' } : null,
      };
    },
  );

  app.get(
    '/v1/users/:id',
    {
      config: { errors: [[404, 'userNotFound']] },
      schema: { params: userIdParam, response: { 200: publicUserResponse } },
    },
    async (req) => {
      const u = await getUser(db, parseUserId(req.params.id));
      return {
        user_id: String(u.id),
        nickname: u.nickname,
        avatar: avatar(u.id),
        created_at: u.createdAt.toISOString(),
        level: levelProgress(u.exp).userLevel,
        statistic: { cases: { opened: u.casesOpened } },
      };
    },
  );

  app.get(
    '/v1/users/:id/levels',
    {
      config: { errors: [[404, 'userNotFound']] },
      schema: { params: userIdParam, response: { 200: levelsResponse } },
    },
    async (req) => {
      const u = await getUser(db, parseUserId(req.params.id));
      const p = levelProgress(u.exp);
      const cases = await ports.levelCaseStatus(db, u.id, p.userLevel, langOf(req));
      return {
        user_level: p.userLevel,
        percent_to_next_level: p.percentToNextLevel,
        exp_to_next_level: p.expToNextLevel,
        was_generated_lvl: true,
        current_exp: p.currentExp,
        exp_previous_level: p.expPreviousLevel,
        nearest_case_time: cases.nearest,
        next_level_case_data: cases.next && {
          case_name: cases.next.caseName,
          link: cases.next.link,
          id: cases.next.id,
        },
        available_cases: cases.available.map((c) => ({ case_name: c.caseName, link: c.link })),
      };
    },
  );
}
