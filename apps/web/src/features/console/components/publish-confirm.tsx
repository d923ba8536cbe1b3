/**
 * The confirmation before a live case's odds change (issue 48: "Опубликовать" shows what changes and asks first):
 * the price, expected value and RTP before → after, and each item whose chance moves (added, removed, reweighted),
 * from lib/odds-diff. "Опубликовать" sends the save; "Отмена", Escape or the backdrop keep editing.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import type { OddsDiff } from '../lib/odds-diff.ts';
import { useConsoleFormat } from '../lib/format.ts';

export interface PublishConfirmProps {
  diff: OddsDiff | null;
  currency: 'RUB' | 'COIN';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PublishConfirm({ diff, currency, busy, onConfirm, onCancel }: PublishConfirmProps) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const money = (v: number) => (currency === 'RUB' ? f.rub(v) : f.coins(v));
  const pct = (v: number | null) => (v === null ? t('console.dash') : f.share(v / 100));
  const rows: [string, string, string][] = diff
    ? [
        [t('console.catalog.price'), money(diff.price.before), money(diff.price.after)],
        [
          t('console.catalog.ev'),
          f.rub(Math.round(diff.ev.before * 100) / 100),
          f.rub(Math.round(diff.ev.after * 100) / 100),
        ],
        [
          t('console.catalog.rtp'),
          pct(diff.rtp.before === null ? null : diff.rtp.before * 100),
          pct(diff.rtp.after === null ? null : diff.rtp.after * 100),
        ],
      ]
    : [];
  return (
    <Modal
      open={diff !== null}
      title={t('console.catalog.confirmTitle')}
      onClose={onCancel}
      size="wide"
    >
      {diff && (
        <div className="publish-confirm">
          <p>{t('console.catalog.confirmLead')}</p>
          <table className="console-table publish-confirm__table">
            <caption className="visually-hidden">{t('console.catalog.confirmFigures')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.catalog.confirmWhat')}</th>
                <th scope="col">{t('console.catalog.confirmBefore')}</th>
                <th scope="col">{t('console.catalog.confirmAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([what, before, after]) => (
                <tr key={what} className={before === after ? undefined : 'publish-confirm__moved'}>
                  <th scope="row">{what}</th>
                  <td className="console-num">{before}</td>
                  <td className="console-num">{after}</td>
                </tr>
              ))}
              {diff.items.map((c) => (
                <tr key={c.itemId} className="publish-confirm__moved" data-testid="chance-change">
                  <th scope="row">{c.name}</th>
                  <td className="console-num">{pct(c.before)}</td>
                  <td className="console-num">{pct(c.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {diff.items.length === 0 && (
            <p className="console-dim">{t('console.catalog.confirmNoChance')}</p>
          )}
          <div className="publish-confirm__actions">
            <Button type="button" busy={busy} onClick={onConfirm}>
              {t('console.catalog.publish')}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('console.catalog.confirmCancel')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
