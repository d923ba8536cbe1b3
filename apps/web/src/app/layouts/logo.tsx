/**
 * The text logo linking home, shared by the header and the footer: the project's site name (issue 34),
 * its last word in the accent colour.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths.ts';
import { projectInfo } from '../../i18n/project.ts';

/** "DOTA CASES" / "CS CASES" with the gem; `small` is the footer size. */
export function Logo({ small = false }: { small?: boolean }) {
  const { t } = useTranslation();
  const site = projectInfo().site;
  const cut = site.lastIndexOf(' ');
  return (
    <Link
      to={paths.home()}
      className={small ? 'logo logo--small' : 'logo'}
      aria-label={t('header.home')}
    >
      <span className="logo__gem" aria-hidden="true" />
      <span className="logo__text">
        {/* A real space: the link's name, "DOTA CASES — на главную", starts with the visible text. */}
        {site.slice(0, cut + 1)}
        <span className="logo__accent">{site.slice(cut + 1)}</span>
      </span>
    </Link>
  );
}
