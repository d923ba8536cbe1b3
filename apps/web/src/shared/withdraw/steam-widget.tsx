/**
 * The Steam trade widget modal (spec 001 §4, §5): opened by a withdrawal that lacks the trade link
 * (`no_link`, trade mode) or the login (`no_login`, login mode), with the error text and the input;
 * once saved the withdrawal is sent again.
 */
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/endpoints/get-me.ts';
import { Modal } from '../../ui/modal.tsx';
import { SteamField } from './steam-field.tsx';
import type { SteamMode } from './steam-field.tsx';

export interface SteamWidgetState {
  mode: SteamMode;
  error: string;
}

export interface SteamWidgetProps {
  state: SteamWidgetState | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The modal; closed while `state` is null. */
export function SteamWidget({ state, onClose, onSaved }: SteamWidgetProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const mode = state?.mode ?? 'trade';
  return (
    <Modal
      open={state !== null}
      title={t(mode === 'trade' ? 'steam.widgetTrade' : 'steam.widgetLogin')}
      onClose={onClose}
    >
      {state && (
        <SteamField
          key={`${state.mode}:${state.error}`}
          mode={state.mode}
          initial={(state.mode === 'trade' ? me?.steam.link : me?.steam.login) ?? ''}
          initialError={state.error}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
