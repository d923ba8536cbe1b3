/**
 * The CS project's recurring leaderboards, mirroring ../leaderboards.ts: the same series (`daily-spent`, …),
 * periods, texts, pictures, order and entry minimums, with CS prizes. `daily-spent` is a leaderboard series,
 * not a case: its prize table names catalog items, so a CS project needs CS item slugs there. Each place's
 * prize is a CS skin (csItems slug) of about the rouble value of the Dota prize in that place. Only the prizes are
 * written here; the rest of each series is the Dota one's.
 */
import { boardSeries, type BoardSeries } from '../leaderboards.ts';

/** Each series' CS prizes, first place first. */
const CS_PRIZES: Record<string, string[]> = {
  'daily-spent': [
    'ak-47-ice-coaled-ft',
    'ak-47-slate-ft',
    'usp-s-guardian-ft',
    'm4a4-spider-lily-ft',
    'ak-47-uncharted-ft',
    'awp-capillary-ft',
    'usp-s-blueprint-ft',
    'm4a4-magnesium-ft',
    'desert-eagle-mudder-ft',
    'famas-meow-36-ft',
  ],
  'weekly-spent': [
    'ak-47-redline-ft',
    'awp-electric-hive-ft',
    'desert-eagle-kumicho-dragon-ft',
    'glock-18-neo-noir-ft',
    'awp-duality-ft',
    'usp-s-cyrex-ft',
    'awp-atheris-ft',
    'm4a4-desert-storm-ft',
    'ak-47-rat-rod-ft',
    'ak-47-uncharted-ft',
    'awp-safari-mesh-ft',
    'm4a1-s-boreal-forest-ft',
    'm4a4-urban-ddpat-ft',
    'm4a4-magnesium-ft',
    'desert-eagle-mudder-ft',
  ],
  'weekly-battles': [
    'ak-47-ice-coaled-ft',
    'usp-s-guardian-ft',
    'awp-atheris-ft',
    'm4a4-spider-lily-ft',
    'm4a1-s-emphorosaur-s-ft',
  ],
  'weekly-upgrades': [
    'ak-47-ice-coaled-ft',
    'usp-s-guardian-ft',
    'awp-atheris-ft',
    'm4a4-spider-lily-ft',
    'm4a1-s-emphorosaur-s-ft',
  ],
};

export const csBoardSeries: BoardSeries[] = boardSeries.map((series) => {
  const prizes = CS_PRIZES[series.slug];
  if (!prizes) throw new Error(`No CS prizes for the leaderboard series ${series.slug}`);
  return { ...series, prizes };
});
