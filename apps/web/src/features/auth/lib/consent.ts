/**
 * The sign-up confirmations' state (spec 000 §1 "The auth checkboxes are selected by default"),
 * shared by the header's quick registration and the sign-in dialog's checkboxes.
 */
import type { Consent } from '../api/quick-registration.ts';

/** Initial state: both ticked. */
export const DEFAULT_CONSENT: Consent = { ageConfirmed: true, termsAccepted: true };

/** True when both confirmations are given. */
export const consentGiven = (c: Consent) => c.ageConfirmed && c.termsAccepted;
