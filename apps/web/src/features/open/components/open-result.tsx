/**
 * Result panel after the roulette stops (spec 000 §2 quick-sale screen; issue 29): the drops in the
 * shared quick sale — all picked for sale, a tap keeps one, one button sells the rest
 * (POST /v1/inventory/sell/many) — with a link under each drop that re-checks its roll on the
 * provably-fair page, "Открыть ещё", and "+N" coins beside the title when the opening paid coins
 * (issue 28).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { QuickSale } from '../../../shared/quick-sale/quick-sale.tsx';
import type { QuickSaleEntry } from '../../../shared/quick-sale/quick-sale-state.ts';
import { Button } from '../../../ui/button.tsx';
import { Coins, useCoinStyle } from '../../../ui/coin.tsx';
import type { DropData } from '../api/open-case.ts';

export interface OpenResultProps {
  caseSlug: string;
  drops: readonly DropData[];
  /** Coins the opening paid (0: none). */
  coins: number;
  onAgain: () => void;
}

/** The won items and the quick sale over them. */
export function OpenResult({ caseSlug, drops, coins, onAgain }: OpenResultProps) {
  const { t } = useTranslation();
  const coinStyle = useCoinStyle();
  const entries: QuickSaleEntry[] = drops.map((d) => ({
    key: d.id,
    inventoryId: d.inventoryItemId,
    item: d.item,
  }));
  const byKey = new Map(drops.map((d) => [d.id, d]));

  return (
    <section className="open-result" style={coinStyle} aria-labelledby="open-result-title">
      <h2 id="open-result-title" className="open-page__subtitle">
        {t('open.youWon', { count: drops.length })}
        {coins > 0 && <Coins value={coins} sign className="open-result__coins" />}
      </h2>
      <QuickSale
        ns="open"
        entries={entries}
        extra={(entry) => {
          const drop = byKey.get(entry.key);
          if (!drop) return null;
          return (
            <Link
              className="open-result__check"
              to={paths.fairnessCheck({
                serverSeedHash: drop.serverSeedHash,
                clientSeed: drop.clientSeed,
                nonce: drop.nonce,
                caseSlug,
                revision: drop.caseRevision,
              })}
              title={t('open.rollInfo', { roll: drop.roll.toFixed(8), nonce: drop.nonce })}
            >
              {t('open.checkRoll')}
            </Link>
          );
        }}
        actions={
          <Button size="lg" variant="secondary" onClick={onAgain}>
            {t('open.again')}
          </Button>
        }
      />
    </section>
  );
}
