/**
 * The analytics ingest interface: a sink takes batches of events. The database sink is the default;
 * a third-party sink implements the same interface and can be chained beside it.
 */
import type { DbOrTx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export interface AnalyticsEvent {
  name: string;
  userId: number | null;
  sessionId: string | null;
  path: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  props: Record<string, string | number | boolean | null>;
}

export interface AnalyticsSink {
  record(events: AnalyticsEvent[]): Promise<void>;
}

/** Stores events in `analytics_events`. */
export function databaseSink(db: DbOrTx): AnalyticsSink {
  return {
    async record(events) {
      if (events.length > 0) await db.insert(analyticsEvents).values(events);
    },
  };
}
