/**
 * The frame of the battles, event and provably-fair layouts (spec 000 §2 "Layouts"): the site
 * shell, the area's title and tab bar, then the routed page — or the "unavailable" notice when a
 * feature flag switched the area off (spec 000 §1 feature flags).
 */
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Unavailable } from '../routes/unavailable.tsx';
import { SiteShell } from './site-shell.tsx';
import type { LayoutName } from './site-shell.tsx';
import './area.css';

export interface AreaTab {
  to: string;
  label: string;
  /** Active only on the exact path (the area's index tab). */
  end?: boolean;
  /** A count beside the label (the battles tab's notifications, spec 001 §2). */
  badge?: ReactNode;
}

/** Shell + area header + tabs + outlet. */
export function AreaLayout({
  layout,
  title,
  tabs,
  available = true,
}: {
  layout: LayoutName;
  title: string;
  tabs: readonly AreaTab[];
  available?: boolean;
}) {
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'area__tab area__tab--active' : 'area__tab';
  return (
    <SiteShell layout={layout}>
      <div className="area">
        <header className="area__header">
          <p className="area__title">{title}</p>
          {available && (
            <nav className="area__tabs" aria-label={title}>
              {tabs.map((tab) => (
                <NavLink key={tab.to} to={tab.to} end={tab.end} className={tabClass}>
                  {tab.label}
                  {tab.badge}
                </NavLink>
              ))}
            </nav>
          )}
        </header>
        {available ? <Outlet /> : <Unavailable />}
      </div>
    </SiteShell>
  );
}
