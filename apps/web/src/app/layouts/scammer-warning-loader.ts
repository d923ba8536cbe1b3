/**
 * The scammer warning's code and texts, loaded once (issue 31 overlay queue): the site shell renders it
 * for a signed-in player, and the header starts loading it as a quick registration starts, so it is
 * there to take its turn when the new player closes the credentials dialog (before, a toast could
 * take the turn while the warning's chunk was still on its way).
 */
import { withTexts } from '../../i18n/i18n.ts';

export const loadScammerWarning = withTexts(
  () =>
    import('../../features/notices/components/scammer-warning.tsx').then((m) => ({
      default: m.ScammerWarning,
    })),
  'notices',
);
