/**
 * The outcome of an upgrade once the wheel has stopped (spec 001 §4 Upgrade "on success the won
 * prize is shown, otherwise the pity prize; the coins prize is kept"), with its fairness data. It names what was
 * staked ("Потеряно: …" when lost) and the target (issue 48), as they were when the player pressed the button.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { Price, usePriceText } from '../../../ui/price.tsx';
import type { UpgradeResult } from '../api/upgrade-items.ts';
import { FairData } from '../../../ui/fair-data.tsx';

/** What the player staked and aimed at, named as the lists showed them (roubles for the balance part). */
export interface UpgradeBet {
  stake: readonly string[];
  balance: number;
  targets: readonly string[];
}

export function UpgradeResultPanel({
  result,
  bet,
  onAgain,
}: {
  result: UpgradeResult;
  bet: UpgradeBet;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const staked = [
    ...bet.stake,
    ...(bet.balance > 0 ? [t('upgrades.fromBalance', { amount: priceText(bet.balance) })] : []),
  ].join(', ');
  const ref = useRef<HTMLElement>(null);
  // The outcome comes into view when it appears (braces: Chromium's scrollIntoView may return a
  // promise, which React would take for a clean-up function).
  useEffect(() => {
    void ref.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  const pity = result.pityPrize;
  return (
    <section
      ref={ref}
      className={`upgrade-result upgrade-result--${result.success ? 'win' : 'lose'}`}
      aria-labelledby="upgrade-result-title"
    >
      <h2 id="upgrade-result-title" className="upgrade-result__title">
        {result.success ? t('upgrades.won') : t('upgrades.lost')}
      </h2>
      <p className="upgrade-result__bet">
        <span>
          {t(result.success ? 'upgrades.resultStake' : 'upgrades.lostStake', { items: staked })}
        </span>{' '}
        <span>{t('upgrades.resultTarget', { items: bet.targets.join(', ') })}</span>
      </p>
      {result.winPrize && (
        <div className="upgrade-result__items">
          {result.winPrize.items.map((item) => (
            <ItemTile key={item.id} item={item} />
          ))}
        </div>
      )}
      {pity && (
        <div className="upgrade-result__pity">
          <p>{t('upgrades.pity')}</p>
          <div className="upgrade-result__items">
            {pity.item && <ItemTile item={pity.item} />}
            {pity.amount > 0 && (
              <p className="upgrade-result__credit">
                + <Price value={pity.amount} /> {t('upgrades.toBalance')}
              </p>
            )}
          </div>
          {result.coinsPrize > 0 && (
            <p className="upgrade-result__coins">
              {t('upgrades.coins', { count: result.coinsPrize })}
            </p>
          )}
        </div>
      )}
      <FairData
        rows={[
          [t('upgrades.chance'), `${(result.chance * 100).toFixed(4)} % (${result.chance})`],
          [t('fairness.roll'), String(result.roll)],
          [t('fairness.serverSeedHash'), result.serverSeedHash],
          [t('fairness.clientSeed'), result.clientSeed],
          [t('fairness.nonce'), String(result.nonce)],
        ]}
        checkTo={paths.fairnessGameCheck('upgrade', {
          hash: result.serverSeedHash,
          clientSeed: result.clientSeed,
          nonce: result.nonce,
          chance: result.chance,
        })}
      />
      <Button onClick={onAgain}>{t('upgrades.again')}</Button>
    </section>
  );
}
