/**
 * Public operations that need the bearer session though their handler reaches it through a helper of its
 * module (openapi-operation.ts authOf reads `requireUser(` etc. in the handler itself). Checked by
 * modules/api-docs/openapi.test.ts against what each answers signed out and signed in.
 */
export const ROUTE_AUTH: Readonly<Record<string, 'required' | 'optional' | 'none'>> = {
  'POST /battles-api/join': 'required',
  'POST /battles-api/battles': 'required',
  'POST /v1/auth/revoke': 'required',
  'GET /v1/auth/sessions': 'required',
  'POST /v1/auth/sessions/revoke': 'required',
  'POST /v1/auth/sessions/revoke-others': 'required',
  'POST /v1/auth/password': 'required',
  'GET /v1/inventory/get': 'required',
  'POST /v1/inventory/sell': 'required',
  'POST /v1/inventory/sell/all': 'required',
  'GET /v1/users/missions/social': 'required',
  'GET /v1/users/missions/social/:userId': 'required',
  'GET /v1/users/missions/social/:userId/:type': 'required',
  'POST /v1/users/missions/social/:userId/:type': 'required',
  'POST /v1/users/send-email': 'required',
  'POST /v1/users/socials/check': 'required',
};
