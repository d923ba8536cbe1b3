/**
 * The fairness data of one game's outcome (ARCHITECTURE fairness): the seed pair's hash, the client
 * seed, the nonce and the game's own figures, with a link to its tab on /provably-fair/check; and the
 * "provably fair" note under a game. Shared by upgrades, contracts and Techies mines.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './fair-data.css';

export function FairData({ rows, checkTo }: { rows: [string, ReactNode][]; checkTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="fair-data">
      <dl className="fair-data__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="mono">{value}</dd>
          </div>
        ))}
      </dl>
      <Link className="fair-data__link" to={checkTo}>
        {t('games.checkFair')}
      </Link>
    </div>
  );
}

/** The note under a game: how its outcome is made and where to check it. */
export function FairNote({
  title,
  text,
  link,
  to,
}: {
  title: string;
  text: string;
  link: string;
  to: string;
}) {
  return (
    <aside className="fair-note-game">
      <strong>{title}</strong>
      <p>{text}</p>
      <Link to={to}>{link}</Link>
    </aside>
  );
}
