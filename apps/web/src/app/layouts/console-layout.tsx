/**
 * The operator console's layout (issue 30): the console's own frame — not the shop's header, menus or
 * tech-work gate, so it stays usable during tech work — with the shop's language switch in its top bar.
 */
import { ConsoleShell } from '../../features/console/components/console-shell.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

export function ConsoleLayout() {
  return <ConsoleShell tools={<LanguageSwitcher />} />;
}
