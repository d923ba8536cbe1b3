/**
 * The operator console's owner account (issue 30): playwright.config.ts creates it in the e2e server's fresh
 * DATA_DIR (`npm run admin -- add`) before the server starts; console.spec.ts signs in with it.
 */
export const CONSOLE_OWNER = { login: 'e2e.owner', password: 'e2e-owner-password' } as const;
