/**
 * The catalog's sub-navigation (issue 30 "Catalog and odds"): cases and odds, items, sections.
 */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import './catalog.css';

export function CatalogTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.consoleCases(), label: t('console.catalog.tabs.cases'), end: true },
    { to: paths.consoleItems(), label: t('console.catalog.tabs.items'), end: false },
    { to: paths.consoleSections(), label: t('console.catalog.tabs.sections'), end: false },
  ];
  return (
    <nav className="catalog-tabs" aria-label={t('console.catalog.tabs.label')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) => `catalog-tabs__tab${isActive ? ' is-active' : ''}`}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
