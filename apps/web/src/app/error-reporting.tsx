/**
 * Turns error reporting on when the site config names a DSN, and keeps the reported user id in step with
 * the signed-in player (shared/error-reporting; issue 31). Renders nothing.
 */
import { useEffect } from 'react';
import { useConfig } from '../api/endpoints/get-config.ts';
import { useMe } from '../api/endpoints/get-me.ts';
import { setReportedUser, startErrorReporting } from '../shared/error-reporting/report.ts';

export function ErrorReporting() {
  const settings = useConfig()?.errorReporting;
  const userId = useMe().data?.userId ?? null;
  useEffect(() => {
    if (settings) void startErrorReporting(settings);
  }, [settings]);
  useEffect(() => setReportedUser(userId), [userId]);
  return null;
}
