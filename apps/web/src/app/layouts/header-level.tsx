/**
 * The player's level in the header (spec 000 §3 User levels; issue 13 "Levels a player can see"): the
 * level badge in its colour band (§9), a bar of `percentToNextLevel` titled with `expToNextLevel`, the
 * experience an opening brought (the difference of `currentExp`, shown for 1.5 s) and a toast when the
 * level goes up. Opening a case refetches the levels query, which drives all three.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@cases/domain/format';
import { useLevels } from '../../api/endpoints/get-levels.ts';
import { ExperienceBar, useExpToNextText } from '../../ui/experience-bar.tsx';
import { LevelBadge } from '../../ui/level-badge.tsx';
import { showToast } from '../../ui/toast-store.ts';

const GAIN_MS = 1500;

export function HeaderLevel({ userId }: { userId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const expToNextText = useExpToNextText();
  const levels = useLevels(userId).data;
  const seen = useRef<{ exp: number; level: number } | null>(null);
  const [gain, setGain] = useState<{ exp: number; key: number } | null>(null);

  useEffect(() => {
    if (!levels) return;
    const before = seen.current;
    seen.current = { exp: levels.currentExp, level: levels.userLevel };
    if (!before || levels.currentExp <= before.exp) return;
    setGain({ exp: levels.currentExp - before.exp, key: Date.now() });
    if (levels.userLevel > before.level)
      showToast({
        type: 'success',
        title: t('levels.upTitle'),
        message: t('levels.up', { level: levels.userLevel }),
      });
    const timer = setTimeout(() => setGain(null), GAIN_MS);
    return () => clearTimeout(timer);
  }, [levels, t]);

  if (!levels) return null;
  const toNext = expToNextText(levels.expToNextLevel);
  return (
    <span
      className="header-level"
      title={`${t('levels.level', { level: levels.userLevel })} · ${toNext}`}
    >
      <LevelBadge level={levels.userLevel} />
      <ExperienceBar
        className="header-level__bar"
        percent={levels.percentToNextLevel}
        expToNext={levels.expToNextLevel}
      />
      {gain && (
        <span key={gain.key} className="header-level__gain" role="status">
          {t('levels.gain', { exp: formatAmount(gain.exp, i18n.language) })}
        </span>
      )}
    </span>
  );
}
