/**
 * The text logo linking home, shared by the header and the footer.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths.ts';

/** "DOTACASES" with the gem; `small` is the footer size. */
export function Logo({ small = false }: { small?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home()}
      className={small ? 'logo logo--small' : 'logo'}
      aria-label={t('header.home')}
    >
      <span className="logo__gem" aria-hidden="true" />
      <span className="logo__text">
        {/* A real space: the link's name, "DOTA CASES — на главную", starts with the visible text. */}
        DOTA <span className="logo__accent">CASES</span>
      </span>
    </Link>
  );
}
