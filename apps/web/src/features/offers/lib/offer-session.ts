/**
 * "Not twice in one visit" for the personal-offer modal (spec 001 §2 "shown when a trigger id exists
 * and the modal is allowed"; issue 29): a flag in sessionStorage, which lives as long as the tab.
 * Storage failures (private mode) read as "not shown yet".
 */

/** sessionStorage key set once the modal has shown in this tab. */
export const OFFER_SHOWN_KEY = 'personal-offer-shown';

/** True when the personal-offer modal has already shown in this visit. */
export function offerShownThisVisit(): boolean {
  try {
    return sessionStorage.getItem(OFFER_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

/** Marks the modal shown for the rest of this visit. */
export function markOfferShown(): void {
  try {
    sessionStorage.setItem(OFFER_SHOWN_KEY, '1');
  } catch {
    // Without storage the modal may show once more after a reload.
  }
}
