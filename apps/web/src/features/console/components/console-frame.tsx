/**
 * The signed-in console's frame (issue 30): the top bar (brand, the staff member's nickname and role,
 * the language switch, sign out), the side navigation with only the sections the role's rights open
 * (ROLE_RIGHTS), and the routed section.
 */
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleSignOut } from '../../../api/endpoints/console-sign-out.ts';
import type { ConsoleMe } from '../../../api/endpoints/get-console-me.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { sectionsFor } from '../lib/sections.ts';
import { ConsoleBrand } from './console-brand.tsx';

export function ConsoleFrame({ me, tools }: { me: ConsoleMe; tools?: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useConsoleSignOut();
  const sections = sectionsFor(me.rights);
  return (
    <>
      <header className="console-bar">
        <span className="console-bar__brand">
          <ConsoleBrand /> <span className="console-bar__tag">{t('console.brand')}</span>
        </span>
        <div className="console-bar__tools">
          <div className="console-staff" role="group" aria-label={t('console.staff.label')}>
            <span className="console-staff__name">{me.nickname}</span>
            <span className={`console-role console-role--${me.role}`}>
              {t(`console.roles.${me.role}`)}
            </span>
          </div>
          {tools}
          <Button
            variant="secondary"
            size="sm"
            busy={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onSettled: () =>
                  showToast({ type: 'success', message: t('console.staff.signedOut') }),
              })
            }
          >
            {t('console.staff.signOut')}
          </Button>
        </div>
      </header>
      <div className="console-body">
        {sections.length > 0 && (
          <nav className="console-nav" aria-label={t('console.nav.label')}>
            <ul>
              {sections.map((s) => (
                <li key={s.key}>
                  <NavLink to={s.path} className="console-nav__link">
                    {t(`console.nav.${s.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main className="console-main">
          <Outlet />
        </main>
      </div>
    </>
  );
}
