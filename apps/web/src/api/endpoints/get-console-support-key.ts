/**
 * GET /v1/admin/support/realtime-token (issue 30 "Support"; right support): a 60 s key with which the console's
 * socket joins the inbox's live room (channel `support`); asked again on every (re)connection.
 */
import { supportRealtimeTokenResponse } from '@cases/domain/api/admin-support';
import { apiGet } from '../client.ts';

export async function getConsoleSupportKey(): Promise<string> {
  return (
    await apiGet('/v1/admin/support/realtime-token', { schema: supportRealtimeTokenResponse })
  ).key;
}
