/**
 * One fast mission (spec 001 §3 Missions; §4 "Reward is claimed once mission progress equals 3"):
 * name, description, prize, progress out of 3, and the step that moves it on — turning on push,
 * opening a social page and checking it, saving the trade link, confirming an e-mail — or the claim.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_DONE, isSocial, type SocialType } from '@cases/domain/missions';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import {
  useCheckSocial,
  useClaimMission,
  useSendEmail,
  useSubmitTradeLink,
  type MissionData,
} from '../api/missions.ts';
import { pushAvailable } from '../lib/web-push.ts';

function PrizeText({ prize }: { prize: NonNullable<MissionData['prize']> }) {
  const { t } = useTranslation();
  switch (prize.kind) {
    case 'money':
      return <Price value={prize.amount} />;
    case 'coins':
      return <span>{t('bonuses.coins', { count: prize.amount })}</span>;
    case 'case':
      return (
        <span className="mission__case">
          <img src={prize.case.image} alt="" width={28} height={28} />
          {prize.case.name}
        </span>
      );
  }
}

function InlineForm({
  label,
  type,
  placeholder,
  busy,
  submit,
  onSubmit,
}: {
  submit: string;
  label: string;
  type: 'url' | 'email';
  placeholder: string;
  busy: boolean;
  onSubmit: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <form
      className="mission__form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (value.trim()) onSubmit(value.trim());
      }}
    >
      <input
        type={type}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        required
      />
      <Button type="submit" size="sm" busy={busy}>
        {submit}
      </Button>
    </form>
  );
}

export interface MissionCardProps {
  mission: MissionData;
  userId: string;
  onPush: () => void;
  pushBusy: boolean;
}

export function MissionCard({ mission, userId, onPush, pushBusy }: MissionCardProps) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const claim = useClaimMission(userId);
  const check = useCheckSocial();
  const email = useSendEmail();
  const tradeLink = useSubmitTradeLink();
  const done = mission.progress >= PROGRESS_DONE;
  const onError = { onError: (e: unknown) => toastError(e) };

  const step = () => {
    if (mission.claimed) return <span className="mission__claimed">{t('bonuses.claimed')}</span>;
    // A social page nobody can confirm the following of: a link, no check and no claim (decision 024).
    if (!mission.prize)
      return done || !mission.url ? (
        <span className="mission__hint">{t('bonuses.followed')}</span>
      ) : (
        <a
          className="btn btn--secondary btn--md"
          href={mission.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => check.mutate(mission.type as SocialType, onError)}
        >
          {t('bonuses.subscribe')}
        </a>
      );
    if (done)
      return (
        <Button busy={claim.isPending} onClick={() => claim.mutate(mission.type, onError)}>
          {t('bonuses.claim')}
        </Button>
      );
    const type = mission.type;
    if (isSocial(type))
      return mission.progress === 0 && mission.url ? (
        <a
          className="btn btn--secondary btn--md"
          href={mission.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => check.mutate(type, onError)}
        >
          {t('bonuses.subscribe')}
        </a>
      ) : (
        <Button
          variant="secondary"
          busy={check.isPending}
          onClick={() => check.mutate(type, onError)}
        >
          {t('bonuses.check')}
        </Button>
      );
    switch (type) {
      case 'push':
        return pushAvailable() ? (
          <Button variant="secondary" busy={pushBusy} onClick={onPush}>
            {t('push.accept')}
          </Button>
        ) : (
          <span className="mission__hint">{t('bonuses.pushUnavailable')}</span>
        );
      case 'pushPWA':
        return <span className="mission__hint">{t('bonuses.installHint')}</span>;
      case 'trade_link':
        return (
          <InlineForm
            label={t('bonuses.tradeLink')}
            submit={t('bonuses.save')}
            type="url"
            placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…"
            busy={tradeLink.isPending}
            onSubmit={(v) => tradeLink.mutate(v, onError)}
          />
        );
      case 'email':
        return (
          <>
            {mission.progress > 0 && <p className="mission__hint">{t('bonuses.emailSent')}</p>}
            <InlineForm
              label={t('bonuses.email')}
              submit={t('bonuses.send')}
              type="email"
              placeholder="name@example.com"
              busy={email.isPending}
              onSubmit={(v) => email.mutate(v, onError)}
            />
          </>
        );
    }
  };

  return (
    <article
      className={`mission ${mission.claimed ? 'mission--claimed' : ''}`}
      aria-label={mission.name}
    >
      <div className="mission__main">
        <h2 className="mission__name">{mission.name}</h2>
        <p className="mission__desc">{mission.description}</p>
        {mission.prize ? (
          <>
            <p className="mission__prize">
              {t('bonuses.reward')}: <PrizeText prize={mission.prize} />
            </p>
            <div
              className="mission__progress"
              role="progressbar"
              aria-label={t('bonuses.progress')}
              aria-valuemin={0}
              aria-valuemax={PROGRESS_DONE}
              aria-valuenow={mission.progress}
            >
              <span style={{ width: `${(mission.progress / PROGRESS_DONE) * 100}%` }} />
            </div>
          </>
        ) : (
          <p className="mission__prize mission__prize--none">{t('bonuses.noPrize')}</p>
        )}
      </div>
      <div className="mission__step">{step()}</div>
    </article>
  );
}
