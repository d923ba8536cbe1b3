/** Every table, for drizzle's schema-aware client and drizzle-kit. */
export * from './users.ts';
export * from './ledger.ts';
export * from './catalog.ts';
export * from './game.ts';
export * from './payments.ts';
export * from './bonuses.ts';
export * from './analytics.ts';
export * from './identities.ts';
export * from './withdrawals.ts';
export * from './security.ts';
export * from './limits.ts';
export * from './battles.ts';
export * from './item-games.ts';
export * from './leaderboards.ts';
export * from './engagement.ts';
export * from './season.ts';
export * from './shops.ts';
