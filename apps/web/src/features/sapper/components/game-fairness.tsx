/**
 * A game's commitment and, once it is over, its proof: the layout hash shown from the first click, the
 * seed pair's hash, client seed and nonce; at the end the layout and salt, checked here against the
 * hash with the domain's `minesLayoutHash`, and a link to the mines tab of the check page.
 */
import { useTranslation } from 'react-i18next';
import { minesLayoutHash } from '@cases/domain/mines';
import { paths } from '../../../shared/paths.ts';
import { FairData } from '../../../ui/fair-data.tsx';
import type { Game } from '../api/get-current-game.ts';

export function GameFairness({ game }: { game: Game }) {
  const { t } = useTranslation();
  const over = game.minesLayout !== null && game.salt !== null;
  const matches = over && minesLayoutHash(game.minesLayout!, game.salt!) === game.layoutHash;
  return (
    <section className="game-fairness" aria-label={t('sapper.fairness')}>
      <FairData
        rows={[
          [t('sapper.layoutHash'), game.layoutHash],
          [t('fairness.serverSeedHash'), game.serverSeedHash],
          [t('fairness.clientSeed'), game.clientSeed],
          [t('fairness.nonce'), String(game.nonce)],
          ...(over
            ? ([
                [t('sapper.layout'), game.minesLayout!.join(',')],
                [t('sapper.salt'), game.salt!],
                [t('sapper.hashCheck'), matches ? t('sapper.hashOk') : t('sapper.hashBad')],
              ] as [string, string][])
            : []),
        ]}
        checkTo={paths.fairnessGameCheck('mines', {
          hash: game.serverSeedHash,
          clientSeed: game.clientSeed,
          nonce: game.nonce,
          mines: game.mines,
          salt: game.salt ?? undefined,
        })}
      />
    </section>
  );
}
