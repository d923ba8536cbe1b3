/**
 * The picture of each emoji of the fixed set (spec 001 §3 Emoji message; issues 10 and 48): Twemoji's SVGs
 * (`@twemoji/svg`, graphics CC-BY 4.0 by Twitter and the Twemoji contributors), bundled with the app, so every
 * system shows them — a system font without emoji drew empty boxes.
 */
import type { BattleEmoji } from '@cases/domain/battles/rules';
import angry from '@twemoji/svg/1f621.svg';
import cool from '@twemoji/svg/1f60e.svg';
import cry from '@twemoji/svg/1f62d.svg';
import fire from '@twemoji/svg/1f525.svg';
import laugh from '@twemoji/svg/1f602.svg';
import like from '@twemoji/svg/1f44d.svg';
import party from '@twemoji/svg/1f389.svg';
import skull from '@twemoji/svg/1f480.svg';

export const EMOJI_IMAGES: Record<BattleEmoji, string> = {
  fire,
  laugh,
  cool,
  cry,
  angry,
  like,
  party,
  skull,
};
