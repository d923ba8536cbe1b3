/**
 * One promo code in the console's list (issue 30): its kind and details, uses of max uses, expiry and state;
 * opening it edits max uses, expiry and the deposit rule (PUT /v1/admin/promo/{code}); "Disable" (after a
 * confirmation) expires it now. An instant code over a cap waits for a second approval (issue 44): its badge says
 * so, and a staff member with `money.adjust` other than the one whose change waits approves it here.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromoPage } from '../../../../api/endpoints/get-console-promo.ts';
import { useApproveConsolePromo } from '../../../../api/endpoints/console-approve-promo.ts';
import { useDisableConsolePromo } from '../../../../api/endpoints/console-disable-promo.ts';
import { useConsoleMe } from '../../../../api/endpoints/get-console-me.ts';
import { useUpdateConsolePromo } from '../../../../api/endpoints/console-update-promo.ts';
import { Button } from '../../../../ui/button.tsx';
import { showToast } from '../../../../ui/toast-store.ts';
import { useConsoleFormat } from '../../lib/format.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { CheckField, DateTimeField, NumberField } from './fields.tsx';
import { FormActions } from '../form-actions.tsx';

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
          {promo.approval === 'pending' ? (
            <span className="console-badge console-badge--wait">
              {t('console.content.promo.pending')}
            </span>
          ) : (
            <span className={`console-badge console-badge--${promo.expired ? 'bad' : 'ok'}`}>
              {promo.expired
                ? t('console.content.promo.expired')
                : promo.expiresAt
                  ? t('console.content.promo.until', { at: f.dateTime(promo.expiresAt) })
                  : t('console.content.promo.active')}
            </span>
          )}
        </summary>
        <div className="content-item__body">
          {promo.approval === 'pending' && <PromoApproval promo={promo} />}
          <PromoEditForm promo={promo} />
        </div>
      </details>
    </li>
  );
}

/** Why the code waits, and the approve button for a staff member who may approve it. */
function PromoApproval({ promo }: { promo: Promo }) {
  const { t } = useTranslation();
  const me = useConsoleMe().data;
  const approve = useApproveConsolePromo();
  const onError = useConsoleError();
  const mine =
    me !== undefined && me !== null && [promo.requestedBy, promo.createdBy].includes(me.userId);
  const mayApprove = (me?.rights ?? []).includes('money.adjust') && !mine;
  return (
    <div className="console-notice" role="note">
      <p>{t('console.content.promo.pendingLead')}</p>
      {mayApprove ? (
        <Button
          busy={approve.isPending}
          onClick={() =>
            approve.mutate(
              { code: promo.code },
              {
                onSuccess: () =>
                  showToast({
                    type: 'success',
                    message: t('console.content.promo.approved', { code: promo.code }),
                  }),
                onError,
              },
            )
          }
        >
          {t('console.content.promo.approve')}
        </Button>
      ) : (
        <p className="console-dim">
          {t(mine ? 'console.content.promo.approveOther' : 'console.content.promo.approveRight')}
        </p>
      )}
    </div>
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
      <FormActions busy={save.isPending}>
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
      </FormActions>
    </form>
  );
}
