/**
 * /battles/history (spec 001 §2; issue 10): the player's finished battles, newest first (`/v1/battles`);
 * a visitor sees the latest finished public battles instead.
 */
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBattles } from '../api/get-battles.ts';
import { useUserBattles } from '../api/get-my-battles.ts';
import { BattleCard } from '../components/battle-card.tsx';
import '../components/battles.css';
import { LoadMore } from '../../../ui/load-more.tsx';

function PublicHistory() {
  const { t } = useTranslation();
  const list = useBattles({
    statuses: ['finished'],
    sort: 'date',
    direction: 1,
    private: false,
    page: 1,
  });
  if (list.isPending) return <Spinner page />;
  const battles = list.data?.battles ?? [];
  return battles.length === 0 ? (
    <p className="battles-empty">{t('battles.historyPage.empty')}</p>
  ) : (
    <div className="battles-grid">
      {battles.map((b) => (
        <BattleCard key={b.ulid} battle={b} />
      ))}
    </div>
  );
}

function OwnHistory({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const list = useUserBattles(userId);
  if (list.isPending) return <Spinner page />;
  const battles = list.data?.pages.flatMap((p) => p.battles) ?? [];
  return (
    <>
      {battles.length === 0 ? (
        <p className="battles-empty">{t('battles.historyPage.emptyOwn')}</p>
      ) : (
        <div className="battles-grid">
          {battles.map((b) => (
            <BattleCard key={b.ulid} battle={b} />
          ))}
        </div>
      )}
      <LoadMore query={list}>{t('battles.more')}</LoadMore>
    </>
  );
}

export function BattlesHistoryPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const me = useMe();
  return (
    <div className="page battles-page">
      <h1>{signedIn ? t('battles.historyPage.own') : t('battles.historyPage.public')}</h1>
      {signedIn ? <OwnHistory userId={me.data?.userId} /> : <PublicHistory />}
    </div>
  );
}
