/**
 * An offer's form (issue 30; PUT /v1/admin/offers/{id}, POST /v1/admin/offers with a slug): titles and
 * descriptions ru/en, the picture's case, price and old price (roubles), cases as `slug:count`, bonus coins and
 * money, an optional label, the per-player limit, stock (empty: unlimited; never below what was sold), order,
 * on sale, and the end.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleOffers } from '../../../../api/endpoints/get-console-offers.ts';
import { useCreateConsoleOffer } from '../../../../api/endpoints/console-create-offer.ts';
import { useSaveConsoleOffer } from '../../../../api/endpoints/console-save-offer.ts';
import { showToast } from '../../../../ui/toast-store.ts';
import { formatCaseRewards, parseCaseRewards } from '../../lib/case-list.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { useSaveAnswer } from '../../lib/use-save-answer.ts';
import { CheckField, DateTimeField, LongTextField, NumberField, TextField } from './fields.tsx';
import { FormActions } from '../form-actions.tsx';

type Offer = ConsoleOffers['offers'][number];
const BLANK_LABEL = { type: 'hot', name: '', nameEn: '', color: '#f03573' };

export function OfferForm({ offer }: { offer: Offer | null }) {
  const { t } = useTranslation();
  const [slug, setSlug] = useState('');
  const [d, setD] = useState({
    title: offer?.title ?? '',
    titleEn: offer?.titleEn ?? '',
    description: offer?.description ?? '',
    descriptionEn: offer?.descriptionEn ?? '',
    imageCase: offer?.imageCase ?? '',
    price: offer?.price ?? null,
    oldPrice: offer?.oldPrice ?? null,
    cases: formatCaseRewards((offer?.cases ?? []).map((c) => ({ case: c.slug, amount: c.count }))),
    bonusCoins: offer?.bonusCoins ?? 0,
    bonusMoney: offer?.bonusMoney ?? 0,
    perPlayerLimit: offer?.perPlayerLimit ?? 1,
    stock: offer?.stock ?? null,
    position: offer?.position ?? 0,
    active: offer?.active ?? true,
    endsAt: offer?.endsAt ?? null,
  });
  const [hasLabel, setHasLabel] = useState(offer?.label != null);
  const [label, setLabel] = useState(offer?.label ?? BLANK_LABEL);
  const save = useSaveConsoleOffer();
  const create = useCreateConsoleOffer();
  const onError = useConsoleError();
  const answered = useSaveAnswer();
  const set = (patch: Partial<typeof d>) => setD({ ...d, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...d,
      price: d.price ?? 0,
      cases: parseCaseRewards(d.cases).map((c) => ({ slug: c.case, count: c.amount })),
      bonusCoins: d.bonusCoins ?? 0,
      bonusMoney: d.bonusMoney ?? 0,
      perPlayerLimit: d.perPlayerLimit ?? 1,
      position: d.position ?? 0,
      label: hasLabel ? label : null,
    };
    const ok = (answer: object) =>
      answered(answer, () => showToast({ type: 'success', message: t('console.content.saved') }));
    if (offer) save.mutate({ id: offer.id, body }, { onSuccess: ok, onError });
    else create.mutate({ ...body, slug: slug.trim() }, { onSuccess: ok, onError });
  };
  return (
    <form
      className="console-form"
      onSubmit={submit}
      aria-label={offer ? offer.slug : t('console.content.offers.new')}
    >
      {!offer && (
        <TextField
          label={t('console.content.offers.slug')}
          hint={t('console.content.offers.slugHint')}
          value={slug}
          maxLength={80}
          required
          onChange={setSlug}
        />
      )}
      <div className="console-form__row">
        <TextField
          label={t('console.content.offers.titleRu')}
          value={d.title}
          maxLength={100}
          required
          onChange={(title) => set({ title })}
        />
        <TextField
          label={t('console.content.offers.titleEn')}
          value={d.titleEn}
          maxLength={100}
          required
          onChange={(titleEn) => set({ titleEn })}
        />
        <LongTextField
          label={t('console.content.offers.descriptionRu')}
          value={d.description}
          maxLength={500}
          required
          onChange={(description) => set({ description })}
        />
        <LongTextField
          label={t('console.content.offers.descriptionEn')}
          value={d.descriptionEn}
          maxLength={500}
          required
          onChange={(descriptionEn) => set({ descriptionEn })}
        />
      </div>
      <div className="content-row3">
        <NumberField
          label={t('console.content.offers.price')}
          value={d.price}
          step={0.01}
          required
          onChange={(price) => set({ price })}
        />
        <NumberField
          label={t('console.content.offers.oldPrice')}
          value={d.oldPrice}
          step={0.01}
          onChange={(oldPrice) => set({ oldPrice })}
        />
        <TextField
          label={t('console.content.offers.imageCase')}
          value={d.imageCase}
          maxLength={80}
          required
          onChange={(imageCase) => set({ imageCase })}
        />
      </div>
      <TextField
        label={t('console.content.offers.cases')}
        hint={t('console.content.casesHint')}
        value={d.cases}
        maxLength={1000}
        onChange={(cases) => set({ cases })}
      />
      <div className="content-row3">
        <NumberField
          label={t('console.content.rewardCoins')}
          value={d.bonusCoins}
          onChange={(v) => set({ bonusCoins: v ?? 0 })}
        />
        <NumberField
          label={t('console.content.rewardMoney')}
          value={d.bonusMoney}
          step={0.01}
          onChange={(v) => set({ bonusMoney: v ?? 0 })}
        />
        <NumberField
          label={t('console.content.offers.limit')}
          value={d.perPlayerLimit}
          min={1}
          required
          onChange={(v) => set({ perPlayerLimit: v ?? 1 })}
        />
        <NumberField
          label={t('console.content.offers.stock')}
          hint={
            offer
              ? t('console.content.offers.sold', { count: offer.sold })
              : t('console.content.offers.stockHint')
          }
          value={d.stock}
          onChange={(stock) => set({ stock })}
        />
        <NumberField
          label={t('console.content.offers.position')}
          value={d.position}
          onChange={(v) => set({ position: v ?? 0 })}
        />
        <DateTimeField
          label={t('console.content.offers.endsAt')}
          value={d.endsAt}
          onChange={(endsAt) => set({ endsAt })}
        />
      </div>
      <CheckField
        label={t('console.content.offers.label')}
        checked={hasLabel}
        onChange={setHasLabel}
      />
      {hasLabel && (
        <div className="console-form__row">
          <TextField
            label={t('console.content.offers.labelType')}
            value={label.type}
            maxLength={30}
            required
            onChange={(type) => setLabel({ ...label, type })}
          />
          <TextField
            label={t('console.content.offers.labelColor')}
            value={label.color}
            maxLength={7}
            required
            onChange={(color) => setLabel({ ...label, color })}
          />
          <TextField
            label={t('console.content.offers.labelRu')}
            value={label.name}
            maxLength={40}
            required
            onChange={(name) => setLabel({ ...label, name })}
          />
          <TextField
            label={t('console.content.offers.labelEn')}
            value={label.nameEn}
            maxLength={40}
            required
            onChange={(nameEn) => setLabel({ ...label, nameEn })}
          />
        </div>
      )}
      <CheckField
        label={t('console.content.offers.active')}
        checked={d.active}
        onChange={(active) => set({ active })}
      />
      <FormActions
        busy={save.isPending || create.isPending}
        label={offer ? t('console.content.save') : t('console.content.offers.create')}
      />
    </form>
  );
}
