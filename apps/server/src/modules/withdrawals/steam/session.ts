/**
 * The Steam bot's web session (issue 46; docs/withdrawals.md): the cookies steamcommunity and steam-tradeoffer-manager
 * send. Either the bot's account signs in through `steam-user` (account name, password and a `steam-totp` code from
 * its shared secret; asked for a new web session when Steam says the old one expired), or the operator gives the
 * session's cookies themself (STEAM_WEB_COOKIES: a session managed elsewhere, and the local fake's).
 * `steam-user` talks to Steam's connection managers, which no local fake speaks: that path is not run by the tests.
 */
import SteamTotp from 'steam-totp';
import SteamUser from 'steam-user';
import type { SteamSignIn } from '../../../trade-config.ts';

export interface SteamSession {
  /** The session's cookies (`steamLoginSecure`, `sessionid`); a new web session after the first call. */
  signIn(): Promise<string[]>;
  /** Seconds this machine's clock is behind Steam's, for confirmation keys. */
  timeOffset(): Promise<number>;
  close(): void;
}

const SIGN_IN_LIMIT_MS = 60_000;

/** A session given as cookies: used as they are, Steam's own clock taken for this machine's. */
function fixedSession(cookies: string[]): SteamSession {
  return {
    signIn: () => Promise.resolve(cookies),
    timeOffset: () => Promise.resolve(0),
    close: () => {},
  };
}

/** The bot's account signed in through steam-user; Steam's clock from steam-totp, asked once. */
function accountSession(s: Extract<SteamSignIn, { kind: 'account' }>): SteamSession {
  const client = new SteamUser({ autoRelogin: true });
  let offset: Promise<number> | null = null;
  const timeOffset = () => {
    offset ??= new Promise<number>((resolve, reject) =>
      SteamTotp.getTimeOffset((err, value) => (err ? reject(err) : resolve(value ?? 0))),
    );
    offset.catch(() => (offset = null));
    return offset;
  };
  return {
    timeOffset,
    signIn: () =>
      new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(
          () => done(new Error('Steam sign-in took too long')),
          SIGN_IN_LIMIT_MS,
        );
        const onSession = (_sessionId: string, cookies: string[]) => done(null, cookies);
        const onError = (err: Error) => done(err);
        function done(err: Error | null, cookies?: string[]) {
          clearTimeout(timer);
          client.off('webSession', onSession);
          client.off('error', onError);
          if (err) reject(err);
          else resolve(cookies ?? []);
        }
        client.on('webSession', onSession);
        client.on('error', onError);
        if (client.steamID) client.webLogOn();
        else
          void timeOffset().then(
            (t) =>
              client.logOn({
                accountName: s.accountName,
                password: s.password,
                twoFactorCode: SteamTotp.generateAuthCode(s.sharedSecret, t),
              }),
            onError,
          );
      }),
    close: () => client.logOff(),
  };
}

export function createSteamSession(s: SteamSignIn): SteamSession {
  return s.kind === 'cookies' ? fixedSession(s.cookies) : accountSession(s);
}
