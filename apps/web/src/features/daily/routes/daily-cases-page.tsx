/**
 * /daily-cases (spec 000 §2, §7 daily cases; spec 001 §3 Missions, push, daily; issue 13): the level
 * cases, the daily gift and the top-up case, each with its condition and the time until it opens again;
 * the player's level and experience; notification preferences. `?exp=1` (the optional flag of the route
 * table) opens the experience modal.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCaseLocked } from '@cases/domain/levels';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { CaseCard } from '../../../ui/case-card.tsx';
import { Countdown } from '../../../ui/countdown.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDailyCases, useDailyInfo, type DailyCaseData } from '../api/get-daily-cases.ts';
import { DailyPreferences } from '../components/daily-preferences.tsx';
import { ExperienceBar } from '../components/experience-bar.tsx';
import '../components/daily.css';

function Condition({ card, depositDays }: { card: DailyCaseData; depositDays: number }) {
  const { t } = useTranslation();
  switch (card.condition) {
    case 'level':
      return <>{t('daily.condition.level', { level: card.level })}</>;
    case 'deposit':
      return <>{t('daily.condition.deposit', { count: depositDays })}</>;
    case 'deposit_today':
      return (
        <>
          {t('daily.condition.depositToday')} <Price value={card.minDeposit ?? 0} />
        </>
      );
  }
}

export function DailyCasesPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const cases = useDailyCases();
  const info = useDailyInfo().data;
  const expModal = params.get('exp') === '1';

  return (
    <div className="page daily-page">
      <header className="daily-hero">
        <div>
          <h1>{t('daily.title')}</h1>
          <p>{t('daily.lead')}</p>
        </div>
        {signedIn && info && (
          <div className="daily-hero__level">
            <ExperienceBar
              level={info.level}
              percent={info.percentToNextLevel}
              expToNext={info.expToNextLevel}
            />
            <button
              type="button"
              className="daily-hero__how"
              onClick={() => setParams({ exp: '1' }, { replace: true })}
            >
              {t('daily.howExp')}
            </button>
          </div>
        )}
      </header>
      {signedIn && info && (
        <ul className="daily-summary">
          <li>{t('daily.ready', { count: info.readyCount })}</li>
          {info.nearestCaseTime && (
            <li>
              {t('daily.nextIn')} <Countdown endsAt={Date.parse(info.nearestCaseTime)} />
            </li>
          )}
          {info.depositDays > 0 && !info.hasDeposit && (
            <li>
              {t('daily.needDeposit', { count: info.depositDays })}{' '}
              <Link to={paths.refill()}>{t('daily.topUp')}</Link>
            </li>
          )}
        </ul>
      )}
      {!signedIn && (
        <p className="daily-guest">
          {t('daily.guest')} <Link to={paths.registration()}>{t('daily.signIn')}</Link>
        </p>
      )}
      {cases.data ? (
        <div className="daily-grid">
          {cases.data.cases.map((card) => (
            <div key={card.id} className="daily-grid__cell">
              <CaseCard
                card={card}
                to={paths.open(card.slug)}
                locked={isCaseLocked(card.level, info?.level ?? 0, card.locked)}
              />
              <p className="daily-grid__condition">
                <Condition card={card} depositDays={info?.depositDays ?? 0} />
              </p>
            </div>
          ))}
        </div>
      ) : (
        <Spinner />
      )}
      {signedIn && <DailyPreferences />}
      <Modal
        open={expModal}
        title={t('daily.expModal.title')}
        onClose={() => setParams({}, { replace: true })}
      >
        <div className="daily-exp">
          <p>{t('daily.expModal.text')}</p>
          <ul>
            <li>{t('daily.expModal.one')}</li>
            <li>{t('daily.expModal.two')}</li>
            <li>{t('daily.expModal.three')}</li>
          </ul>
        </div>
      </Modal>
    </div>
  );
}
