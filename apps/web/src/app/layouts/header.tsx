/**
 * Site header: text logo, main menu (cases, battles, upgrades, contracts, new cases, provably
 * fair, top-up — spec 000 §2 desktop menu), the project switcher (issue 34), language switcher,
 * account corner (balance and top-up, or sign-in and quick registration). Spec 000 §2.
 */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthControls } from '../../features/auth/components/auth-controls.tsx';
import { paths } from '../../shared/paths.ts';
import { HeaderBalance } from './header-balance.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { ProjectSwitcher } from './project-switcher.tsx';
import { SandboxBadge } from './sandbox-badge.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { HEADER_MENU, useMenu } from './menu-items.ts';
import { NewEventBadge } from './new-event-badge.tsx';
import { loadScammerWarning } from './scammer-warning-loader.ts';

/** The sticky top bar of every layout. */
export function Header() {
  const { t } = useTranslation();
  const menu = useMenu();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'nav__link nav__link--active' : 'nav__link';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <nav className="nav" aria-label={t('header.menu')}>
          {menu(HEADER_MENU).map((item) => (
            <NavLink key={item.key} to={item.to} end={item.key === 'cases'} className={navClass}>
              {t(`menu.${item.key}`)}
              {item.key === 'newCases' && <NewEventBadge />}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__right">
          <SandboxBadge />
          <ProjectSwitcher />
          <SoundToggle />
          <LanguageSwitcher />
          <AuthControls homePath={paths.home()} onRegister={() => void loadScammerWarning()}>
            <HeaderBalance />
          </AuthControls>
        </div>
      </div>
    </header>
  );
}
