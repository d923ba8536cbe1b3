/**
 * Why the caller cannot buy in the secret shop (issue 29): a visitor gets the sign-in call (the #reg
 * dialog, spec 000 §2); a player below the shop's level sees their level beside the one needed and a
 * way to earn experience; a player who bought the period's limit is told when more comes.
 */
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { Icon } from '../../../ui/icons.tsx';
import { levelColor } from '../../../ui/level-badge.tsx';

export type LockReason =
  | { kind: 'visitor'; minLevel: number }
  | { kind: 'level'; level: number; minLevel: number }
  | { kind: 'limit' };

/** A level number in its band's colour (the text says what it is, so no label of its own). */
function Level({ level }: { level: number }) {
  return (
    <b
      className="secret-lock__level"
      style={{ '--level-color': levelColor(level) } as CSSProperties}
    >
      {level}
    </b>
  );
}

export function SecretLock({ reason }: { reason: LockReason }) {
  const { t } = useTranslation();
  const title =
    reason.kind === 'visitor'
      ? t('secretShop.guestTitle')
      : reason.kind === 'level'
        ? t('secretShop.lockedTitle')
        : t('secretShop.limitTitle');
  return (
    <section className={`secret-lock secret-lock--${reason.kind}`} aria-labelledby="secret-lock">
      <span className="secret-lock__icon" aria-hidden="true">
        <Icon name={reason.kind === 'limit' ? 'clock' : 'lock'} size={26} />
      </span>
      <div className="secret-lock__body">
        <h2 id="secret-lock" className="secret-lock__title">
          {title}
        </h2>
        {reason.kind === 'visitor' && (
          <p className="secret-lock__text">
            {t('secretShop.guestText', { level: reason.minLevel })}
          </p>
        )}
        {reason.kind === 'level' && (
          <>
            <p className="secret-lock__text">
              {t('secretShop.lockedText', { level: reason.minLevel })}
            </p>
            <p className="secret-lock__levels">
              <span>
                {t('secretShop.yourLevel')} <Level level={reason.level} />
              </span>
              <span aria-hidden="true" className="secret-lock__arrow">
                →
              </span>
              <span>
                {t('secretShop.needLevel')} <Level level={reason.minLevel} />
              </span>
            </p>
          </>
        )}
        {reason.kind === 'limit' && (
          <p className="secret-lock__text">{t('secretShop.limitText')}</p>
        )}
      </div>
      {reason.kind === 'visitor' && (
        <Link to={paths.registration()} className="btn btn--primary btn--lg secret-lock__cta">
          {t('secretShop.signIn')}
        </Link>
      )}
      {reason.kind === 'level' && (
        <Link to={paths.home()} className="btn btn--primary btn--md secret-lock__cta">
          {t('secretShop.toCases')}
        </Link>
      )}
    </section>
  );
}
