/**
 * POST /v1/console-setup {code} (issue 48; docs/console.md "First owner"): the signed-in player becomes the console's
 * first owner with the one-time code the server logged. Errors: 403 setup_code_invalid (the fifth burns the code),
 * 404 dataNotFound (no setup: an owner exists, the code was used or burned, or setup is off), 401 authentication.
 */
import { useMutation } from '@tanstack/react-query';
import { consoleSetupResponse } from '@cases/domain/api/admin';
import { apiPost } from '../client.ts';

/** Sends the setup code; resolves once the account is the owner. */
export function useConsoleSetup() {
  return useMutation({
    mutationFn: (code: string) =>
      apiPost('/v1/console-setup', { schema: consoleSetupResponse, body: { code } }),
  });
}
