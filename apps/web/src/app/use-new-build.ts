/**
 * New-build detection, spec 000 §4 "A new build is detected by fetching a build manifest
 * periodically with a timestamp query; on change the app reloads at the next navigation".
 * The manifest is dist/build.json `{ id }`, written by the Vite build (vite.config.ts).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How often build.json is fetched, in ms. */
export const BUILD_POLL_MS = 60_000;

/** The deployed build id, or null when it cannot be read (dev server, offline, odd answer). */
async function fetchBuildId(): Promise<string | null> {
  try {
    const res = await fetch(`/build.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/**
 * Polls build.json while the app runs (production only); once the id differs from the one seen at
 * start, the next change of route reloads the page, so nobody loses a page mid-action.
 */
export function useNewBuildReload(): void {
  const { pathname } = useLocation();
  const stale = useRef(false);
  const seenPath = useRef(pathname);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let first: string | null = null;
    let cancelled = false;
    const check = async () => {
      const id = await fetchBuildId();
      if (cancelled || id === null) return;
      if (first === null) first = id;
      else if (id !== first) stale.current = true;
    };
    void check();
    const timer = setInterval(() => void check(), BUILD_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (pathname === seenPath.current) return;
    seenPath.current = pathname;
    // The router has already moved to the new path; reloading loads it with the new build.
    if (stale.current) window.location.reload();
  }, [pathname]);
}
