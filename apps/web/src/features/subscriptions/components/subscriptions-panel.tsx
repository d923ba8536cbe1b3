/**
 * "Подписки" on the own profile (spec 000 §3 Subscriptions, §1 channels email, steam, telegram, vk; issue 45): the
 * player's personal channels (e-mail, Steam) as switches — off and explained while their need is unmet (a confirmed
 * e-mail, a saved trade link), with the date of consent when on — and the shop's public channels (Steam group,
 * Telegram, VK) as links that open in a new tab. A failed switch shows the unpredicted-exception toast (spec 000 §8)
 * and the switch stays as the server has it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSetSubscription,
  useSubscriptions,
  type Subscriptions,
} from '../../../api/endpoints/subscriptions.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import './subscriptions.css';
import '../../../ui/panel.css';
import { dateTimeFormat } from '../../../i18n/intl-formats.ts';

type Personal = Subscriptions['user'][number];

export function SubscriptionsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const subscriptions = useSubscriptions();
  const data = subscriptions.data;
  return (
    <section
      className="ui-panel subscriptions"
      aria-labelledby={`${id}-title`}
      aria-busy={data ? undefined : true}
    >
      <h2 id={`${id}-title`} className="ui-panel__title">
        {t('subscriptions.title')}
      </h2>
      {!data ? (
        subscriptions.isError ? (
          <p className="subscriptions__hint" role="alert">
            {t('common.error')}
          </p>
        ) : (
          <Spinner size={24} />
        )
      ) : (
        <div className="subscriptions__grid">
          <div>
            <h3 className="subscriptions__sub">{t('subscriptions.personal')}</h3>
            <p className="subscriptions__hint">{t('subscriptions.personalHint')}</p>
            <ul className="subscriptions__list">
              {data.user.map((s) => (
                <PersonalChannel key={s.channel} subscription={s} />
              ))}
            </ul>
          </div>
          <div>
            <h3 className="subscriptions__sub">{t('subscriptions.global')}</h3>
            <p className="subscriptions__hint">{t('subscriptions.globalHint')}</p>
            <ul className="subscriptions__list">
              {data.global.map((g) => {
                const name = t(`subscriptions.globalName.${g.channel}`);
                return (
                  <li key={g.channel} className="subscriptions__item">
                    <span className="subscriptions__name">{name}</span>
                    <a
                      className="subscriptions__follow"
                      href={g.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('subscriptions.follow')}
                      <span className="visually-hidden">
                        {' — '}
                        {t('subscriptions.followLabel', { name })}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

function PersonalChannel({ subscription: s }: { subscription: Personal }) {
  const { t, i18n } = useTranslation();
  const set = useSetSubscription();
  const id = useId();
  const channel = t(`subscriptions.channel.${s.channel}`);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const state =
    s.requires !== null
      ? t(`subscriptions.requires.${s.requires}`)
      : s.subscribed && s.since
        ? t('subscriptions.since', { date: date.format(new Date(s.since)) })
        : t('subscriptions.off');
  const toggle = (subscribed: boolean) =>
    set.mutate(
      { channel: s.channel, subscribed },
      {
        onSuccess: () =>
          showToast({
            type: 'success',
            message: t(subscribed ? 'subscriptions.subscribed' : 'subscriptions.unsubscribed', {
              channel,
            }),
          }),
        onError: () =>
          showToast({ type: 'error', title: t('common.error'), message: t('errors.unpredicted') }),
      },
    );
  return (
    <li className="subscriptions__item">
      <span className="subscriptions__text">
        <span className="subscriptions__name">{channel}</span>
        <span className="subscriptions__about">{t(`subscriptions.about.${s.channel}`)}</span>
        <span
          id={`${id}-state`}
          className={`subscriptions__state${s.requires !== null ? ' subscriptions__state--needs' : ''}`}
        >
          {state}
        </span>
      </span>
      <input
        className="subscriptions__switch"
        type="checkbox"
        role="switch"
        aria-label={t('subscriptions.subscribe', { channel })}
        aria-describedby={`${id}-state`}
        checked={s.subscribed}
        disabled={set.isPending || (s.requires !== null && !s.subscribed)}
        onChange={(e) => toggle(e.target.checked)}
      />
    </li>
  );
}
