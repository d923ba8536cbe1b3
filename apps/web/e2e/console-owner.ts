/**
 * The operator console's staff accounts (issue 30): playwright.config.ts creates them all, role owner, in the e2e
 * server's fresh DATA_DIR (`npm run admin -- add <login,…> owner`) before the server starts. console.spec.ts signs
 * in with `e2e.owner` through the pages (enrolling its second factor); every other console spec uses its own
 * account through `signInConsole` (console-staff.ts), so no spec needs another spec's authenticator secret.
 */
export const CONSOLE_OWNER = { login: 'e2e.owner', password: 'e2e-owner-password' } as const;

/** One account per console spec besides console.spec.ts; all share the owner's password. */
export const CONSOLE_STAFF = {
  catalog: 'e2e.catalog',
  money: 'e2e.money',
  settings: 'e2e.settings',
  content: 'e2e.content',
  support: 'e2e.support',
} as const;

/** The logins the e2e server's start command creates. */
export const CONSOLE_LOGINS = [CONSOLE_OWNER.login, ...Object.values(CONSOLE_STAFF)].join(',');
