/**
 * What the upgrade wheel shows in its middle (spec 001 §2 Upgrade page): the chance in per cent with its badge
 * while the player picks, then the verdict once the wheel has stopped.
 */
import { useTranslation } from 'react-i18next';
import { ChanceBadge } from './chance-badge.tsx';

/** `verdict` null while no spin has stopped; `chance` null while nothing is picked. */
export function WheelFace({ chance, verdict }: { chance: number | null; verdict: boolean | null }) {
  const { t } = useTranslation();
  if (verdict !== null)
    return (
      <strong className={`wheel__verdict wheel__verdict--${verdict ? 'win' : 'lose'}`}>
        {verdict ? t('upgrades.verdictWin') : t('upgrades.verdictLose')}
      </strong>
    );
  return (
    <>
      <span className="wheel__chance" data-testid="upgrade-chance">
        {chance === null ? '—' : `${(chance * 100).toFixed(2)} %`}
      </span>
      <span className="wheel__caption">{t('upgrades.chance')}</span>
      {chance !== null && <ChanceBadge chance={chance} />}
    </>
  );
}
