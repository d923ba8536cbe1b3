/**
 * POST /v1/auth/registration/quick { age_confirmed, terms_accepted } → { login, password,
 * access_token } (spec 000 §1 auth checkboxes, §3 Auth, §7). The generated credentials are shown to
 * the player; the token signs them in right away.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Camel } from '@cases/domain/casing';
import type { quickRegistrationResponse } from '@cases/domain/api/auth';
import type { z } from 'zod';
import { apiPost } from '../../../api/client.ts';
import { useNavigate } from 'react-router';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { markSignUp } from '../lib/mark-sign-up.ts';

export type QuickRegistration = Camel<z.infer<typeof quickRegistrationResponse>>;

/** The sign-up confirmations; both are ticked by default (spec 000 §1). */
export interface Consent {
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

/** Creates an account with generated credentials. */
export function quickRegister(consent: Consent): Promise<QuickRegistration> {
  return apiPost('/v1/auth/registration/quick', {
    schema: () => import('@cases/domain/api/auth').then((m) => m.quickRegistrationResponse),
    body: consent,
  });
}

/**
 * Quick-registration mutation: signs in with the returned token and shows "registration successful"; a
 * `sign_up` analytics event, and `new_user=1` added to the address, which marks the fresh sign-up in the next
 * page view (spec 000 §2, spec 001 §7).
 */
export function useQuickRegistration() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: quickRegister,
    onSuccess: async () => {
      await completeSignIn(queryClient, t('auth.registrationSuccess'));
      markSignUp('quick', navigate);
    },
  });
}
