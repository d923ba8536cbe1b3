/**
 * Mobile menus below 768 px (spec 000 §2): a bottom bar with home and battles on the left, daily
 * and "menu" on the right; "menu" opens the side menu (daily, top, secret, bonuses, contracts,
 * upgrades, battles, faq, then vk, telegram, instagram).
 */
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
import { BOTTOM_LEFT, SIDE_MENU, SOCIAL_LINKS, useMenu } from './menu-items.ts';
import './mobile-menu.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'bottom-menu__link bottom-menu__link--active' : 'bottom-menu__link';

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
            {t(item.key === 'cases' ? 'menu.home' : `menu.${item.key}`)}
          </NavLink>
        ))}
        <span className="bottom-menu__gap" />
        {daily.map((item) => (
          <NavLink key={item.key} to={item.to} className={linkClass}>
            {t('menu.daily')}
          </NavLink>
        ))}
        <button
          type="button"
          className="bottom-menu__link"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {t('menu.open')}
        </button>
      </nav>
      <Modal open={open} title={t('menu.title')} onClose={() => setOpen(false)}>
        <nav className="side-menu" aria-label={t('menu.title')}>
          {menu(SIDE_MENU).map((item) => (
            <NavLink key={item.key} to={item.to} className="side-menu__link">
              {t(`menu.${item.key}`)}
            </NavLink>
          ))}
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
