/**
 * What a pass level pays (spec 001 §3 Level `balanceData`, `caseData`): coins, money and cases, each
 * case with its picture and a link to its page.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LevelData } from '../../../api/endpoints/get-challenge.ts';
import { paths } from '../../../shared/paths.ts';
import { Price } from '../../../ui/price.tsx';
import { caseUrl } from '../lib/sections.ts';
import { CoinAmount } from './coin-amount.tsx';

export function LevelReward({ level, compact = false }: { level: LevelData; compact?: boolean }) {
  const { t } = useTranslation();
  const { coins, money } = level.balanceData;
  return (
    <ul className={compact ? 'level-reward level-reward--compact' : 'level-reward'}>
      {coins > 0 && (
        <li className="level-reward__item level-reward__item--coins">
          <CoinAmount value={coins} />
        </li>
      )}
      {money > 0 && (
        <li className="level-reward__item level-reward__item--money">
          <Price value={money} />
        </li>
      )}
      {level.caseData.map((c) => (
        <li key={c.url + c.name} className="level-reward__item level-reward__item--case">
          <Link to={caseUrl(c.url, paths.open)} className="level-reward__case">
            <img src={c.img} alt="" width={56} height={40} loading="lazy" />
            <span>{t('season.pass.caseReward', { name: c.name, amount: c.amount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
