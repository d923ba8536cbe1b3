/**
 * The battle's fairness panel (issue 10; docs/fairness.md "Battle"): the server seed's hash from the
 * creation, the public seed from the start, every seat's client seed, the server seed after the end,
 * and a link to the check page that recomputes every round in the browser.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import type { Battle } from '../api/get-battles.ts';

export function FairnessPanel({ battle, battleKey }: { battle: Battle; battleKey: string | null }) {
  const { t } = useTranslation();
  const check = paths.fairnessBattleCheck({ battle: battle.ulid, key: battleKey });
  return (
    <details className="battle-fair">
      <summary>{t('battles.fair.title')}</summary>
      <dl>
        <dt>{t('battles.fair.hash')}</dt>
        <dd className="mono">{battle.serverSeedHash}</dd>
        <dt>{t('battles.fair.serverSeed')}</dt>
        <dd className="mono">{battle.serverSeed ?? t('battles.fair.hidden')}</dd>
        <dt>{t('battles.fair.publicSeed')}</dt>
        <dd className="mono">{battle.publicSeed ?? t('battles.fair.notYet')}</dd>
        {battle.members.map((m) => (
          <div key={m.seat} className="battle-fair__seed">
            <dt>{t('battles.fair.clientSeed', { seat: m.seat })}</dt>
            <dd className="mono">{m.clientSeed}</dd>
          </div>
        ))}
      </dl>
      <p className="battle-fair__recipe">{t('battles.fair.recipe')}</p>
      {battle.serverSeed && (
        <Link to={check} className="btn btn--secondary btn--sm">
          {t('battles.fair.check')}
        </Link>
      )}
    </details>
  );
}
