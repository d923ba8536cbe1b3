/**
 * POST /v1/users/lang/change { code } — remembers a signed-in player's language (spec 000 §4
 * "Locale change … posts it to the server when signed in … failures are swallowed").
 */
import { apiPost } from '../client.ts';
import { isSignedIn } from '../token.ts';

/** Posts the language for a player; resolves either way, never throws. */
export async function changeLanguage(code: string): Promise<void> {
  if (!isSignedIn()) return;
  try {
    await apiPost('/v1/users/lang/change', {
      schema: () => import('@cases/domain/api/site-web').then((m) => m.languageChangedResponse),
      body: { code },
    });
  } catch {
    // Swallowed by design: the switch itself already happened in the browser.
  }
}
