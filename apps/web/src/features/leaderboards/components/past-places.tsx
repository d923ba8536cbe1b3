/** The player's past leaderboard places and prizes (GET /v2/top/history; spec 001 §3 History entry). */
import { useTranslation } from 'react-i18next';
import { formatBoardDate } from '@cases/domain/leaderboards';
import { Price } from '../../../ui/price.tsx';
import { useHistory } from '../api/get-history.ts';

export function PastPlaces() {
  const { t } = useTranslation();
  const history = useHistory().data ?? [];
  if (history.length === 0) return null;
  return (
    <section className="lb-history" aria-labelledby="lb-history-title">
      <h2 id="lb-history-title">{t('leaderboards.history')}</h2>
      <ul>
        {history.map((h) => (
          <li key={`${h.id}-${h.prize.id}`} className="lb-history__row">
            <img src={h.prize.image} alt="" width={48} height={36} loading="lazy" />
            <span className="lb-history__title">
              {h.title} · {formatBoardDate(h.dateEnd)}
            </span>
            <span>{t('leaderboards.placeN', { place: h.prize.position })}</span>
            <span className="lb-history__prize">
              {h.prize.name} · <Price value={h.prize.price.amount} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
