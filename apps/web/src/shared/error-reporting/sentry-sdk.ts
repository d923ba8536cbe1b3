/**
 * Sentry's browser SDK, set up for the shop (issue 31): global error and unhandled-rejection handlers, linked
 * and deduplicated errors, no breadcrumbs, no request data or other personal data beyond the user id. Loaded
 * by report.ts in its own chunk, only when a DSN is configured.
 */
import {
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  setUser,
} from '@sentry/browser';

export type ErrorReportingSdk = {
  capture: (error: unknown) => void;
  setUser: (id: string | null) => void;
};

/** Starts the SDK; `ignore` drops the errors that are not ours (API refusals below 500). */
export function initSdk(
  settings: { dsn: string; environment: string },
  ignore: (error: unknown) => boolean,
): ErrorReportingSdk {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false },
    beforeSend(event, hint) {
      if (ignore(hint.originalException)) return null;
      const id = event.user?.id;
      event.user = id === undefined ? undefined : { id };
      if (event.request) event.request = { url: event.request.url?.split('?')[0] };
      return event;
    },
  });
  return {
    capture: (error) => void captureException(error),
    setUser: (id) => setUser(id === null ? null : { id }),
  };
}
