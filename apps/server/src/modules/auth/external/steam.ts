/**
 * Sign-in with Steam: OpenID 2.0 through the `openid` library (discovery, assertion verification by
 * check_authentication). The identifier is configurable so tests can run a local provider.
 */
import { canonicalSteamId64 } from '@cases/domain/steam-id';
import openid from 'openid';

export interface ExternalProfile {
  subject: string;
  nickname: string | null;
}

const rp = (returnUrl: string, realm: string) =>
  new openid.RelyingParty(returnUrl, realm, true, false, []);

/** The provider URL to send the browser to. */
export function steamTarget(identifier: string, returnUrl: string, realm: string): Promise<string> {
  return new Promise((resolve, reject) => {
    rp(returnUrl, realm).authenticate(identifier, false, (err, url) =>
      err || !url ? reject(new Error(err?.message ?? 'no auth url')) : resolve(url),
    );
  });
}

/**
 * Verifies the assertion in the callback URL; returns the canonical SteamID64 of an individual account
 * (steam-id.ts), or throws.
 */
export function steamVerify(
  callbackUrl: string,
  returnUrl: string,
  realm: string,
): Promise<ExternalProfile> {
  return new Promise((resolve, reject) => {
    rp(returnUrl, realm).verifyAssertion(callbackUrl, (err, result) => {
      const digits = /\/openid\/id\/(\d{1,25})$/.exec(result?.claimedIdentifier ?? '')?.[1];
      // One account however its digits are written (issue 26): the canonical SteamID64.
      const id = digits === undefined ? null : canonicalSteamId64(digits);
      if (err || !result?.authenticated || !id)
        reject(new Error(err?.message ?? 'steam assertion not verified'));
      else resolve({ subject: id, nickname: null });
    });
  });
}
