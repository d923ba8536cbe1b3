/**
 * A live countdown to a moment (spec 000 §3 counter, time kind): `H:MM:SS`, with days when longer,
 * ticking every second; `onEnd` fires once when it reaches zero.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@cases/domain/format';

/** Milliseconds until `endsAt` (epoch ms), re-rendered every second; 0 when past. */
export function useTimeLeft(endsAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? 0 : Math.max(0, endsAt - now);
}

/** The clock text of `ms` left, with the language's day suffix. */
export function useClockText(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => formatClock(ms / 1000, t('time.daySuffix'));
}

export function Countdown({ endsAt, className }: { endsAt: number; className?: string }) {
  const left = useTimeLeft(endsAt);
  const clock = useClockText();
  return (
    <time className={className} dateTime={`PT${Math.ceil(left / 1000)}S`}>
      {clock(left)}
    </time>
  );
}
