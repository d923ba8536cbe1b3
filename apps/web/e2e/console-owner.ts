/**
 * The operator console's staff accounts (issue 30): playwright.config.ts creates them all, role owner, in the e2e
 * server's fresh DATA_DIR (`npm run admin -- add <login,…> owner`) before the server starts. console.spec.ts enrols
 * `e2e.owner`'s second factor through the pages; every console spec (console.spec.ts's other tests too) uses
 * its own account through `signInConsole` (console-staff.ts), so no spec or test needs another's secret.
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

/**
 * console.spec.ts's own accounts besides `e2e.owner`, which only its enrolment test signs in with (so that one
 * enrols whatever ran before it): one for its tests that work in the console, and one for its audit-log test,
 * whose filter by staff member then shows that test's entries only.
 */
export const CONSOLE_SPEC_STAFF = { work: 'e2e.console', audit: 'e2e.audit' } as const;

/** The logins the e2e server's start command creates. */
export const CONSOLE_LOGINS = [
  CONSOLE_OWNER.login,
  ...Object.values(CONSOLE_STAFF),
  ...Object.values(CONSOLE_SPEC_STAFF),
].join(',');
