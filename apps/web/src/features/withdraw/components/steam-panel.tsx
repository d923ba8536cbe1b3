/**
 * The owner's Steam panel on the profile: trade link and Steam login (spec 000 §5; spec 001 §4:
 * withdrawals need them).
 */
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../api/endpoints/get-me.ts';
import { SteamField } from '../../../shared/withdraw/steam-field.tsx';
import '../../../shared/withdraw/withdraw.css';
import '../../../ui/panel.css';

/** Both Steam settings of the signed-in player. */
export function SteamPanel({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <section className="ui-panel steam-panel" aria-labelledby="steam-panel-title">
      <h2 id="steam-panel-title" className="ui-panel__title">
        {t('steam.title')}
      </h2>
      <div className="steam-panel__fields">
        <SteamField mode="trade" initial={me.steam.link ?? ''} />
        <SteamField mode="login" initial={me.steam.login ?? ''} />
      </div>
    </section>
  );
}
