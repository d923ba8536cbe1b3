/**
 * "Not twice in this tab" for the personal-offer modal (spec 001 §2; issues 29 and 48): a flag in sessionStorage,
 * which lives as long as the tab. The server remembers the offer shown for the player (`shown` in GET /v1/triggers);
 * this flag only covers a tab whose report to the server failed. Storage failures (private mode) read as "not shown".
 */

/** sessionStorage key set once the modal has shown in this tab. */
export const OFFER_SHOWN_KEY = 'personal-offer-shown';

/** True when the personal-offer modal has already shown in this tab. */
export function offerShownInTab(): boolean {
  try {
    return sessionStorage.getItem(OFFER_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

/** Marks the modal shown for the rest of this tab's life. */
export function markShownInTab(): void {
  try {
    sessionStorage.setItem(OFFER_SHOWN_KEY, '1');
  } catch {
    // Without storage only the server's mark holds.
  }
}
