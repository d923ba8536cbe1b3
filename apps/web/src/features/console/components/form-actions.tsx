/**
 * A console form's row of actions: its submit button, busy while the save runs and labelled "Сохранить"
 * unless named (disabled while the form cannot be sent), then `children` (other actions beside it).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

export function FormActions({
  busy,
  disabled,
  label,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="console-form__actions">
      <Button type="submit" busy={busy} disabled={disabled}>
        {label ?? t('console.content.save')}
      </Button>
      {children}
    </div>
  );
}
