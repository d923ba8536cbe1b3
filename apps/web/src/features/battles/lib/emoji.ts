/** The glyph of each emoji of the fixed set (spec 001 §3 Emoji message; issue 10). */
import type { BattleEmoji } from '@cases/domain/battles/rules';

export const EMOJI_GLYPHS: Record<BattleEmoji, string> = {
  fire: '🔥',
  laugh: '😂',
  cool: '😎',
  cry: '😭',
  angry: '😡',
  like: '👍',
  party: '🎉',
  skull: '💀',
};
