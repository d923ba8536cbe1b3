/**
 * A new promo code (issue 30 "Running the shop"; POST /v1/admin/promo): the kind — instant (a sum in roubles now),
 * common (a percent on the next deposit) or blogger (flex offers: a case, coins factor, deposit from, money
 * share) —, the code, max uses, expiry and whether a deposit is required first.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_KINDS, type PromoKind } from '@cases/domain/payments/promo';
import { useCreateConsolePromo } from '../../../../api/endpoints/console-create-promo.ts';
import { showToast } from '../../../../ui/toast-store.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { CheckField, DateTimeField, NumberField, TextField } from './fields.tsx';
import { FlexOffersField, type FlexOfferDraft } from './flex-offers-field.tsx';
import { FormActions } from '../form-actions.tsx';

interface Draft {
  kind: PromoKind;
  code: string;
  sum: number | null;
  percent: number | null;
  flexOffers: FlexOfferDraft[];
  maxUses: number | null;
  expiresAt: string | null;
  requiresDeposit: boolean;
}
const EMPTY: Draft = {
  kind: 'instant',
  code: '',
  sum: 100,
  percent: 10,
  flexOffers: [{ case: '', tcoinFactor: 10, priceFrom: 500, moneyFactor: 0.05 }],
  maxUses: 100,
  expiresAt: null,
  requiresDeposit: true,
};

export function PromoCreateForm() {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(EMPTY);
  const create = useCreateConsolePromo();
  const onError = useConsoleError();
  const set = (patch: Partial<Draft>) => setD((v) => ({ ...v, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const common = {
      code: d.code.trim(),
      maxUses: d.maxUses,
      expiresAt: d.expiresAt,
      requiresDeposit: d.requiresDeposit,
    };
    const body =
      d.kind === 'instant'
        ? { ...common, kind: 'instant' as const, sum: d.sum ?? 0 }
        : d.kind === 'common'
          ? { ...common, kind: 'common' as const, percent: d.percent ?? 0 }
          : { ...common, kind: 'blogger' as const, flexOffers: d.flexOffers };
    create.mutate(body, {
      onSuccess: (row) => {
        showToast({
          type: 'success',
          message: t(
            row.approval === 'pending'
              ? 'console.content.promo.createdPending'
              : 'console.content.promo.created',
            { code: row.code },
          ),
        });
        setD(EMPTY);
      },
      onError,
    });
  };
  return (
    <form
      className="console-panel console-form"
      onSubmit={submit}
      aria-label={t('console.content.promo.create')}
    >
      <h2 className="content-sub">{t('console.content.promo.create')}</h2>
      <div className="console-form__row">
        <TextField
          label={t('console.content.promo.code')}
          hint={t('console.content.promo.codeHint')}
          value={d.code}
          maxLength={32}
          required
          onChange={(code) => set({ code })}
        />
        <KindField value={d.kind} onChange={(kind) => set({ kind })} />
      </div>
      {d.kind === 'instant' && (
        <NumberField
          label={t('console.content.promo.sum')}
          value={d.sum}
          step={0.01}
          required
          onChange={(sum) => set({ sum })}
        />
      )}
      {d.kind === 'common' && (
        <NumberField
          label={t('console.content.promo.percent')}
          value={d.percent}
          min={1}
          required
          onChange={(percent) => set({ percent })}
        />
      )}
      {d.kind === 'blogger' && (
        <FlexOffersField value={d.flexOffers} onChange={(flexOffers) => set({ flexOffers })} />
      )}
      <div className="console-form__row">
        <NumberField
          label={t('console.content.promo.maxUses')}
          hint={t('console.content.promo.maxUsesHint')}
          value={d.maxUses}
          min={1}
          onChange={(maxUses) => set({ maxUses })}
        />
        <DateTimeField
          label={t('console.content.promo.expiresAt')}
          hint={t('console.content.promo.expiresHint')}
          value={d.expiresAt}
          onChange={(expiresAt) => set({ expiresAt })}
        />
      </div>
      <CheckField
        label={t('console.content.promo.requiresDeposit')}
        checked={d.requiresDeposit}
        onChange={(requiresDeposit) => set({ requiresDeposit })}
      />
      <FormActions busy={create.isPending} label={t('console.content.promo.createSubmit')} />
    </form>
  );
}

function KindField({ value, onChange }: { value: PromoKind; onChange: (k: PromoKind) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="promo-kind">{t('console.content.promo.kind')}</label>
      <select id="promo-kind" value={value} onChange={(e) => onChange(e.target.value as PromoKind)}>
        {PROMO_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`console.content.promo.kinds.${k}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
