/**
 * Issue 48: the scammer warning points players to the shop's live chat, which exists, not only to an e-mail
 * address — the one way support answers that a scammer cannot fake from outside the site.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/notices/en.json';
import ru from '../../../i18n/notices/ru.json';

describe('the scammer warning', () => {
  it('names the live chat as the way support answers, in both languages', () => {
    expect(ru.scammer.line5).toMatch(/в чате на сайте/);
    expect(en.scammer.line5).toMatch(/in the chat on this site/);
    expect(ru.scammer.line5).toContain('{{supportEmail}}');
    expect(en.scammer.line5).toContain('{{supportEmail}}');
  });
});
