/**
 * The end of a catalog form (issue 30 "Catalog and odds"): "check the fields" while the draft is not valid, then
 * save and cancel.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormActions } from './form-actions.tsx';

export function CatalogFormFooter({
  invalid,
  busy,
  onCancel,
}: {
  invalid: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {invalid && (
        <p className="console-status console-status--bad" role="alert">
          {t('console.catalog.invalid')}
        </p>
      )}
      <FormActions busy={busy} label={t('console.catalog.save')}>
        <Button variant="ghost" onClick={onCancel}>
          {t('console.catalog.cancel')}
        </Button>
      </FormActions>
    </>
  );
}
