/**
 * One promo code in the console's list (issue 30): its kind and details, uses of max uses, expiry and state;
 * opening it edits max uses, expiry and the deposit rule (PUT /v1/admin/promo/{code}); "Disable" (after a
 * confirmation) expires it now.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromoPage } from '../../../../api/endpoints/get-console-promo.ts';
import { useDisableConsolePromo } from '../../../../api/endpoints/console-disable-promo.ts';
import { useUpdateConsolePromo } from '../../../../api/endpoints/console-update-promo.ts';
import { Button } from '../../../../ui/button.tsx';
import { showToast } from '../../../../ui/toast-store.ts';
import { useConsoleFormat } from '../../lib/format.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { CheckField, DateTimeField, NumberField } from './fields.tsx';

type Promo = ConsolePromoPage['codes'][number];

export function PromoRow({ promo }: { promo: Promo }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const details =
    promo.kind === 'instant'
      ? f.rub(promo.sum ?? 0)
      : promo.kind === 'common'
        ? `+${promo.percent ?? 0} %`
        : promo.flexOffers.map((o) => `${o.case} ≥ ${f.rub(o.priceFrom)}`).join(', ');
  return (
    <li>
      <details className="content-item">
        <summary>
          <span>{promo.code}</span>
          <span className="console-dim">
            {t(`console.content.promo.kinds.${promo.kind}`)} · {details}
          </span>
          <span className="console-dim">
            {t('console.content.promo.usesOf', {
              uses: promo.uses,
              max: promo.maxUses ?? '∞',
            })}
          </span>
          <span className={`console-badge console-badge--${promo.expired ? 'bad' : 'ok'}`}>
            {promo.expired
              ? t('console.content.promo.expired')
              : promo.expiresAt
                ? t('console.content.promo.until', { at: f.dateTime(promo.expiresAt) })
                : t('console.content.promo.active')}
          </span>
        </summary>
        <div className="content-item__body">
          <PromoEditForm promo={promo} />
        </div>
      </details>
    </li>
  );
}

function PromoEditForm({ promo }: { promo: Promo }) {
  const { t } = useTranslation();
  const [maxUses, setMaxUses] = useState(promo.maxUses);
  const [expiresAt, setExpiresAt] = useState(promo.expiresAt);
  const [requiresDeposit, setRequiresDeposit] = useState(promo.requiresDeposit);
  const [confirm, setConfirm] = useState(false);
  const save = useUpdateConsolePromo();
  const disable = useDisableConsolePromo();
  const onError = useConsoleError();
  const saved = () => showToast({ type: 'success', message: t('console.content.saved') });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { code: promo.code, body: { maxUses, expiresAt, requiresDeposit } },
      { onSuccess: saved, onError },
    );
  };
  return (
    <form className="console-form" onSubmit={submit} aria-label={promo.code}>
      <div className="console-form__row">
        <NumberField
          label={t('console.content.promo.maxUses')}
          hint={t('console.content.promo.maxUsesHint')}
          value={maxUses}
          min={1}
          onChange={setMaxUses}
        />
        <DateTimeField
          label={t('console.content.promo.expiresAt')}
          hint={t('console.content.promo.expiresHint')}
          value={expiresAt}
          onChange={setExpiresAt}
        />
      </div>
      <CheckField
        label={t('console.content.promo.requiresDeposit')}
        checked={requiresDeposit}
        onChange={setRequiresDeposit}
      />
      <div className="console-form__actions">
        <Button type="submit" busy={save.isPending}>
          {t('console.content.save')}
        </Button>
        {!promo.expired &&
          (confirm ? (
            <Button
              variant="secondary"
              busy={disable.isPending}
              onClick={() => disable.mutate({ code: promo.code }, { onSuccess: saved, onError })}
            >
              {t('console.content.promo.disableConfirm')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirm(true)}>
              {t('console.content.promo.disable')}
            </Button>
          ))}
      </div>
    </form>
  );
}
