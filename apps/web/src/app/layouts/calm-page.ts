/**
 * Where an unasked-for offer may open (issue 48 "the personal offer interrupts"): at a calm moment — the front
 * page and the profile — never over a case opening, a battle, a game, a sale or a payment in progress (their
 * own pages), and never while the shop is in tech work, where buying can only fail. `pathname` is the router's
 * (without the /en prefix).
 */
export function isCalmPage(pathname: string, techWork: boolean): boolean {
  if (techWork) return false;
  return pathname === '/' || pathname === '/profile' || pathname.startsWith('/profile/');
}
