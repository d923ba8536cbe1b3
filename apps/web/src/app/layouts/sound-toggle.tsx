/**
 * The header's mute toggle (issue 31 "Sound"): one icon button, pressed while sound is off, the
 * choice remembered by the sound module. Mounting it arms the sound module (nothing plays before
 * the player's first pointerdown or keydown).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { armSound, setMuted } from '../../shared/sound/sound.ts';
import { useMuted } from '../../shared/sound/use-muted.ts';

export function SoundToggle() {
  const { t } = useTranslation();
  const muted = useMuted();
  useEffect(armSound, []);
  return (
    <button
      type="button"
      className="sound-toggle"
      aria-pressed={muted}
      aria-label={t('header.mute')}
      title={t('header.mute')}
      onClick={() => setMuted(!muted)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path
            d="M16 9l5 6M21 9l-5 6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </svg>
    </button>
  );
}
