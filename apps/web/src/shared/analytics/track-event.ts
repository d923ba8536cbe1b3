/** Queues a product event (batched with the page views, spec 000 §7): `name` snake_case, flat props. */
import { touchSession } from './campaign.ts';
import { enqueue } from './queue.ts';

export function trackEvent(name: string, props: Record<string, string | number | boolean | null>) {
  enqueue({ name, path: window.location.pathname, sessionId: touchSession(false), props });
}
