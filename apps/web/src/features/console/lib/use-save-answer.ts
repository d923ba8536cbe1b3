/**
 * What the console says after a save that may wait for a second approval (issue 44): the save's own success, or —
 * for a 202 `{ approval }` — that the save waits, what it raises (roubles) and why (a value over the cap, or over
 * what is left of the saver's day). Returns a handler for the mutation's `onSuccess`.
 */
import { useTranslation } from 'react-i18next';
import {
  isPendingApproval,
  type ConsolePendingSave,
} from '../../../api/endpoints/get-console-approvals.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleFormat } from './format.ts';

export function useSaveAnswer() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return <T extends object>(answer: T | ConsolePendingSave, saved: (done: T) => void) => {
    if (!isPendingApproval(answer)) return saved(answer);
    const { value, reason } = answer.approval;
    showToast({
      type: 'success',
      message: t('console.approvals.waits', {
        value: f.rub(value),
        why: t(`console.approvals.reasons.${reason}`),
      }),
    });
  };
}
