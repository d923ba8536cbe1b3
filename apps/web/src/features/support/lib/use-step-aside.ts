/**
 * The support bubble steps aside from actions (issue 48 "Nothing floating ever covers a primary action"): while
 * a button, a tab or a form field of the page lies under the bubble — a sale's "Продать всё", Techies' "Забрать",
 * a banner's buttons over it — the bubble slides out of the way and takes no taps, and it comes back as soon as
 * nothing is under it (the page scrolled on, the banner closed). Checked after every scroll, resize and change of
 * the page, at most once a frame: the points of the bubble's box are hit-tested with `elementsFromPoint`, which
 * skips the bubble itself while it is aside (`pointer-events: none`).
 */
import { useEffect, useState, type RefObject } from 'react';

/** What a player acts on: the bubble never sits over one. */
const ACTION = 'button, .btn, [role="button"], [role="tab"], input, select, textarea';

/** Whether an action of the page (outside `own`) lies under any of the sample points of `box`. */
export function actionUnder(box: DOMRect, own: Element): boolean {
  if (box.width === 0) return false;
  const inset = box.width / 5;
  const points: [number, number][] = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some(
        (e) => !own.contains(e) && e.closest(ACTION) !== null && !own.contains(e.closest(ACTION)),
      ),
  );
}

/** True while an action lies under `bubble`; never while `keep` (the chat is open). */
export function useStepAside(bubble: RefObject<HTMLElement | null>, keep: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (keep) {
      setAside(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      // The corner the bubble sits in: its frame's box, which stays put while the bubble itself slides away.
      const own = bubble.current?.parentElement;
      if (!own) return;
      setAside(actionUnder(own.getBoundingClientRect(), own));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [bubble, keep]);
  return aside;
}
