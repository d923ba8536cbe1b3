/**
 * Mobile menus below 768 px (spec 000 §2): a bottom bar with home and battles on the left, daily
 * and "menu" on the right, each with its icon; "menu" opens the side menu. For a signed-in player
 * the side menu starts with the account (profile, inventory, top-up, logout) so every width reaches
 * them in one tap (issue 9); then daily, top, secret, bonuses, contracts, upgrades, battles, faq, the
 * language switch and the mute toggle (the phone header has no room for them, issue 31), and vk, telegram, instagram.
 */
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../api/token.ts';
import { useLogout } from '../../features/auth/api/revoke.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Price } from '../../ui/price.tsx';
import { paths } from '../../shared/paths.ts';
import { BOTTOM_LEFT, SIDE_MENU, SOCIAL_LINKS, useMenu, type MenuKey } from './menu-items.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProjectSwitcher } from './project-switcher.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import './mobile-menu.css';
import { NewEventBadge } from './new-event-badge.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'bottom-menu__link bottom-menu__link--active' : 'bottom-menu__link';

const ICONS: Partial<Record<MenuKey, IconName>> = {
  cases: 'home',
  battles: 'battles',
  daily: 'daily',
};

/** Bottom bar + side menu dialog. */
export function MobileMenu() {
  const { t } = useTranslation();
  const menu = useMenu();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const daily = menu(['daily']);

  return (
    <>
      <nav className="bottom-menu" aria-label={t('menu.mobile')}>
        {menu(BOTTOM_LEFT).map((item) => (
          <NavLink key={item.key} to={item.to} end={item.key === 'cases'} className={linkClass}>
            <Icon name={ICONS[item.key] ?? 'home'} />
            <span>{t(item.key === 'cases' ? 'menu.home' : `menu.${item.key}`)}</span>
          </NavLink>
        ))}
        {daily.map((item) => (
          <NavLink key={item.key} to={item.to} className={linkClass}>
            <Icon name="daily" />
            <span>{t('menu.daily')}</span>
          </NavLink>
        ))}
        <button
          type="button"
          className="bottom-menu__link"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Icon name="menu" />
          <span>{t('menu.open')}</span>
        </button>
      </nav>
      <Modal open={open} title={t('menu.title')} onClose={() => setOpen(false)}>
        <nav className="side-menu" aria-label={t('menu.title')}>
          <AccountLinks />
          {menu(SIDE_MENU).map((item) => (
            <NavLink key={item.key} to={item.to} className="side-menu__link">
              {t(`menu.${item.key}`)}
              {item.key === 'newCases' && <NewEventBadge />}
            </NavLink>
          ))}
          {/* The header has no room for them on phones (issue 31). */}
          <div className="side-menu__lang">
            <ProjectSwitcher />
            <LanguageSwitcher />
            <SoundToggle />
          </div>
          <div className="side-menu__social">
            {SOCIAL_LINKS.map((s) => (
              <a key={s.key} href={s.href} target="_blank" rel="noopener noreferrer">
                {t(`menu.${s.key}`)}
              </a>
            ))}
          </div>
        </nav>
      </Modal>
    </>
  );
}

/** The signed-in player's corner of the side menu; nothing for visitors. */
function AccountLinks() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const me = useMe().data;
  const logout = useLogout(paths.home());
  if (!signedIn) return null;
  const profile = me ? paths.profileOf(me.userId) : paths.profile();
  return (
    <div className="side-menu__account" role="group" aria-label={t('menu.account')}>
      <Link to={profile} className="side-menu__link side-menu__link--icon">
        <Icon name="user" />
        <span className="side-menu__grow">{me?.nickname ?? t('menu.profile')}</span>
      </Link>
      <Link to={`${profile}#inventory`} className="side-menu__link side-menu__link--icon">
        <Icon name="bag" />
        <span className="side-menu__grow">{t('menu.inventory')}</span>
      </Link>
      <Link to={paths.refill()} className="side-menu__link side-menu__link--icon">
        <Icon name="wallet" />
        <span className="side-menu__grow">{t('menu.refill')}</span>
        {me && <Price value={me.finance.balance} className="side-menu__balance" />}
      </Link>
      <button
        type="button"
        className="side-menu__link side-menu__link--icon side-menu__logout"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <Icon name="logout" />
        <span className="side-menu__grow">{t('menu.logout')}</span>
      </button>
    </div>
  );
}
