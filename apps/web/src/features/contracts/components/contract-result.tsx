/** A signed contract: the value drawn, the item it paid and the credit, with the fairness data. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { FairData } from '../../../ui/fair-data.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { Price } from '../../../ui/price.tsx';
import type { SignedContract } from '../api/sign-contract.ts';

export function ContractResult({
  result,
  onAgain,
}: {
  result: SignedContract;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // The outcome comes into view when it appears (braces: Chromium's scrollIntoView may return a
  // promise, which React would take for a clean-up function).
  useEffect(() => {
    void ref.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  const up = result.value >= result.inputValue;
  return (
    <section
      ref={ref}
      className={`contract-result contract-result--${up ? 'up' : 'down'}`}
      aria-labelledby="contract-result-title"
    >
      <div className="contract-result__stamp" aria-hidden="true">
        {t('contract.stamp')}
      </div>
      <h2 id="contract-result-title" className="contract-result__title">
        {t('contract.signed')}
      </h2>
      <p className="contract-result__value">
        <Price value={result.value} />{' '}
        <span className="contract-result__mult">×{result.multiplier.toFixed(4)}</span>
      </p>
      <div className="contract-result__prize">
        {result.item && <ItemTile item={result.item} />}
        {result.credit > 0 && (
          <p className="contract-result__credit">
            + <Price value={result.credit} /> {t('upgrades.toBalance')}
          </p>
        )}
      </div>
      <FairData
        rows={[
          [t('contract.input'), <Price key="in" value={result.inputValue} />],
          [t('contract.bandRoll'), String(result.bandRoll)],
          [t('contract.positionRoll'), String(result.positionRoll)],
          [t('fairness.serverSeedHash'), result.serverSeedHash],
          [t('fairness.clientSeed'), result.clientSeed],
          [t('fairness.nonce'), String(result.nonce)],
        ]}
        checkTo={paths.fairnessGameCheck('contract', {
          hash: result.serverSeedHash,
          clientSeed: result.clientSeed,
          nonce: result.nonce,
          input: result.inputValue,
        })}
      />
      <Button onClick={onAgain}>{t('contract.again')}</Button>
    </section>
  );
}
