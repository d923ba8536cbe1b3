/**
 * What one coin (TASTY_COIN) is worth in money, for the value rule of everything that pays coins out (issue 44
 * "One value rule for everything that pays out"; decision 022 "The coin's value").
 *
 * 50 kopecks (0.50 ₽), between what a coin buys and what it costs to earn:
 * - coins buy only coin cases, and the dearest drop per coin of a seeded coin case is `coin-frost`'s (40 coins for
 *   the drops of `starter`, EV 17.10 ₽: 42.8 kopecks a coin; `coin-roshan` 36.3), in both projects;
 * - paid play earns about one coin per 10 ₽ of cases (catalog/season-cases.ts `shopCaseCoins`), which at the RTP
 *   ceiling (0.95) is an expected loss of 0.50 ₽ a coin, and 1 ₽ at the catalog's usual 0.90.
 * Valuing a coin at the top of that range keeps an offer's bound on the safe side. offer-value.test.ts checks that
 * no seeded coin case pays more per coin.
 */
export const COIN_VALUE_KOPECKS = 50;
