/**
 * The info popup of a board (spec 001 §2): how to take part in three numbered steps, who may take a
 * prize (issue 26: the board's deposit rule, when it has one) and a link to /faq in a new tab. Open
 * whenever it has a board (spec 001 §4).
 */
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { Modal } from '../../../ui/modal.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import type { Board } from '../api/get-active-boards.ts';

export function BoardInfoPopup({ board, onClose }: { board: Board | null; onClose: () => void }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const rule = board?.prizeDeposit;
  return (
    <Modal open={board !== null} title={t('leaderboards.info.title')} onClose={onClose}>
      {board && (
        <div className="lb-info">
          <p className="lb-info__board">{board.title}</p>
          <ol className="lb-info__steps">
            {(['one', 'two', 'three'] as const).map((step) => (
              <li key={step}>{t(`leaderboards.info.steps.${board.type}.${step}`)}</li>
            ))}
          </ol>
          {rule && rule.days > 0 && (
            <p className="lb-info__rule">
              {t('leaderboards.info.prizeRule', {
                amount: priceText(rule.amount),
                days: `${rule.days} ${t('leaderboards.units.days', { count: rule.days })}`,
              })}
            </p>
          )}
          <a href={paths.faq()} target="_blank" rel="noopener noreferrer" className="lb-info__faq">
            {t('leaderboards.info.faq')}
          </a>
        </div>
      )}
    </Modal>
  );
}
