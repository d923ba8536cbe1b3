/**
 * Result panel after the roulette stops: each drop with Sell (POST /v1/inventory/sell) or Keep,
 * "Продать всё за N ₽" for the drops of a multi-open still waiting, a link that re-checks the roll on
 * the provably-fair page (spec 001 §4 Sell), and "+N" coins beside the title when the opening paid
 * coins (issue 28).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSellItem } from '../../../api/endpoints/sell-item.ts';
import { useSellMany } from '../../../api/endpoints/sell-many.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Coins, useCoinStyle } from '../../../ui/coin.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import type { DropData } from '../api/open-case.ts';

export type DropStatus = 'pending' | 'kept' | 'sold';
export interface DropEntry {
  drop: DropData;
  status: DropStatus;
}

export interface OpenResultProps {
  caseSlug: string;
  entries: readonly DropEntry[];
  /** Coins the opening paid (0: none). */
  coins: number;
  onStatus: (index: number, status: DropStatus) => void;
  onAgain: () => void;
}

/** The won items and what the player does with them. */
export function OpenResult({ caseSlug, entries, coins, onStatus, onAgain }: OpenResultProps) {
  const { t } = useTranslation();
  const coinStyle = useCoinStyle();
  const priceText = usePriceText();
  const sell = useSellItem();
  const toastError = useErrorToast();

  const sellMany = useSellMany();
  const pending = entries.flatMap((e, i) => (e.status === 'pending' ? [i] : []));
  const pendingTotal = pending.reduce((sum, i) => sum + entries[i]!.drop.item.price, 0);

  /** "Продать всё за N ₽" of a multi-open: every drop still waiting, in one sale. */
  const sellAll = () =>
    sellMany.mutate(
      pending.map((i) => entries[i]!.drop.inventoryItemId),
      {
        onSuccess: () => {
          for (const i of pending) onStatus(i, 'sold');
          showToast({
            type: 'success',
            message: t('open.soldAllToast', {
              count: pending.length,
              amount: priceText(pendingTotal),
            }),
          });
        },
        onError: toastError,
      },
    );

  const sellOne = (index: number, entry: DropEntry) =>
    sell.mutate(entry.drop.inventoryItemId, {
      onSuccess: (res) => {
        onStatus(index, 'sold');
        showToast({
          type: 'success',
          message: t('open.soldToast', {
            name: entry.drop.item.name,
            amount: priceText(res.amount),
          }),
        });
      },
      onError: toastError,
    });

  return (
    <section className="open-result" style={coinStyle} aria-labelledby="open-result-title">
      <h2 id="open-result-title" className="open-page__subtitle">
        {t('open.youWon', { count: entries.length })}
        {coins > 0 && <Coins value={coins} sign className="open-result__coins" />}
      </h2>
      <div className="open-result__grid">
        {entries.map((entry, index) => (
          <div key={entry.drop.id} className="open-result__cell">
            <ItemTile item={entry.drop.item} dimmed={entry.status === 'sold'}>
              {entry.status === 'pending' ? (
                <>
                  <Button
                    size="sm"
                    onClick={() => sellOne(index, entry)}
                    busy={sell.isPending && sell.variables === entry.drop.inventoryItemId}
                  >
                    {t('open.sellFor', { price: priceText(entry.drop.item.price) })}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onStatus(index, 'kept')}>
                    {t('open.keep')}
                  </Button>
                </>
              ) : (
                <span className={`open-result__status open-result__status--${entry.status}`}>
                  {entry.status === 'sold' ? t('open.sold') : t('open.kept')}
                </span>
              )}
            </ItemTile>
            <Link
              className="open-result__check"
              to={paths.fairnessCheck({
                serverSeedHash: entry.drop.serverSeedHash,
                clientSeed: entry.drop.clientSeed,
                nonce: entry.drop.nonce,
                caseSlug,
              })}
              title={t('open.rollInfo', {
                roll: entry.drop.roll.toFixed(8),
                nonce: entry.drop.nonce,
              })}
            >
              {t('open.checkRoll')}
            </Link>
          </div>
        ))}
      </div>
      <div className="open-result__actions">
        {pending.length > 1 && (
          <Button onClick={sellAll} busy={sellMany.isPending}>
            {t('open.sellAll', { price: priceText(pendingTotal) })}
          </Button>
        )}
        <Button variant="secondary" onClick={onAgain}>
          {t('open.again')}
        </Button>
      </div>
    </section>
  );
}
