/** The members' emoji bar (spec 001 §3 Emoji message; issue 10): one button per emoji of the set. */
import { useTranslation } from 'react-i18next';
import { BATTLE_EMOJI, type BattleEmoji } from '@cases/domain/battles/rules';
import { EMOJI_IMAGES } from '../lib/emoji.ts';

export function EmojiBar({
  onSend,
  disabled,
}: {
  onSend: (e: BattleEmoji) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="emoji-bar" role="group" aria-label={t('battles.emoji.label')}>
      {BATTLE_EMOJI.map((e) => (
        <button
          key={e}
          type="button"
          className="emoji-bar__btn"
          onClick={() => onSend(e)}
          disabled={disabled}
          aria-label={t(`battles.emoji.${e}`)}
        >
          <img src={EMOJI_IMAGES[e]} alt="" width={24} height={24} draggable={false} />
        </button>
      ))}
    </div>
  );
}
