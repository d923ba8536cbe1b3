/**
 * The operator console's layout (issue 30): the console's own frame — not the shop's header, menus or
 * tech-work gate, so it stays usable during tech work — with the shop's language switch in its top bar.
 *
 * Hidden from anyone without a staff role (issue 44): with no console session (GET /v1/admin/me → null) the
 * console's sign-in shows only to a signed-in account whose `admin` flag is on (spec 000 §3; on while it holds
 * a role); a visitor or a player sees the shop's own 404 page, as at any path the shop lacks (the server
 * answers these paths with 404 and the not-found texts too).
 */
import { useConsoleMe } from '../../api/endpoints/get-console-me.ts';
import { useMe } from '../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../api/token.ts';
import { ConsoleShell } from '../../features/console/components/console-shell.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteShell } from './site-shell.tsx';

export function ConsoleLayout() {
  const signedIn = useSignedIn();
  const consoleMe = useConsoleMe();
  const me = useMe();
  const noSession = consoleMe.data === null;
  const deciding =
    consoleMe.isPending || (noSession && signedIn && me.data === undefined && !me.isError);
  if (deciding)
    return (
      <main className="console-loading">
        <Spinner />
      </main>
    );
  if (noSession && me.data?.admin !== true)
    return (
      <SiteShell layout="default">
        <NotFoundPage />
      </SiteShell>
    );
  return <ConsoleShell tools={<LanguageSwitcher />} />;
}
