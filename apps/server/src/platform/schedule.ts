/**
 * When timed work runs (STYLE "Time is an input"): the work a module times (a battle's rounds and end)
 * asks a `Schedule` for its instant instead of calling setTimeout, so a test can run it when it chooses.
 */

/** Runs `run` at the instant `atMs` (epoch ms); answers a function that cancels it. */
export type Schedule = (atMs: number, run: () => void) => () => void;

/** The real schedule: an unref'd timer until `atMs` (at once when that has passed). */
export const scheduleAt: Schedule = (atMs, run) => {
  const timer = setTimeout(run, Math.max(0, atMs - Date.now()));
  timer.unref();
  return () => clearTimeout(timer);
};
