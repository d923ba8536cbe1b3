/**
 * The secret shop's header (issue 29): the title with its kicker and lead, and the period's figures —
 * the countdown to the next rotation, "bought N of M" this period (signed-in players) and the level
 * the shop opens at.
 */
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui/countdown.tsx';
import { Icon } from '../../../ui/icons.tsx';
import type { SecretShopData } from '../api/get-secret-shop.ts';

export function SecretHero({ shop, signedIn }: { shop?: SecretShopData; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="secret-hero">
      <div className="secret-hero__art" aria-hidden="true">
        <span className="secret-hero__rune secret-hero__rune--1" />
        <span className="secret-hero__rune secret-hero__rune--2" />
        <span className="secret-hero__rune secret-hero__rune--3" />
      </div>
      <div className="secret-hero__titles">
        <p className="secret-hero__kicker">
          <Icon name="lock" size={14} /> {t('secretShop.kicker')}
        </p>
        <h1 className="secret-hero__title">{t('secretShop.title')}</h1>
        <p className="secret-hero__lead">{t('secretShop.lead')}</p>
      </div>
      {shop && (
        <dl className="secret-hero__stats">
          <div className="secret-stat secret-stat--clock">
            <dt>
              <Icon name="clock" size={14} /> {t('secretShop.rotation')}
            </dt>
            <dd>
              <Countdown endsAt={Date.parse(shop.periodEndsAt)} className="secret-stat__clock" />
            </dd>
          </div>
          {signedIn && (
            <div className="secret-stat">
              <dt>{t('secretShop.purchases')}</dt>
              <dd data-testid="secret-bought">
                {t('secretShop.bought', { bought: shop.bought, limit: shop.limit })}
              </dd>
            </div>
          )}
          <div className="secret-stat">
            <dt>{t('secretShop.access')}</dt>
            <dd>{t('secretShop.fromLevel', { level: shop.minLevel })}</dd>
          </div>
        </dl>
      )}
    </header>
  );
}
