/**
 * A blogger code's flex offers (spec 000 §5): rows of a case slug, the coins factor, the deposit the offer starts
 * from (roubles) and the share of the deposit added (0 … 1); rows added and removed in place.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { NumberField, TextField } from './fields.tsx';

export interface FlexOfferDraft {
  case: string;
  tcoinFactor: number;
  priceFrom: number;
  moneyFactor: number;
}

export function FlexOffersField({
  value,
  onChange,
}: {
  value: FlexOfferDraft[];
  onChange: (v: FlexOfferDraft[]) => void;
}) {
  const { t } = useTranslation();
  const put = (i: number, patch: Partial<FlexOfferDraft>) =>
    onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <fieldset className="content-group">
      <legend>{t('console.content.promo.flexOffers')}</legend>
      {value.map((o, i) => (
        <div
          className="content-group"
          key={i}
          role="group"
          aria-label={`${t('console.content.promo.flexOffer')} ${i + 1}`}
        >
          <div className="console-form__row">
            <TextField
              label={t('console.content.promo.flexCase')}
              value={o.case}
              maxLength={80}
              required
              onChange={(c) => put(i, { case: c })}
            />
            <NumberField
              label={t('console.content.promo.flexCoins')}
              value={o.tcoinFactor}
              step={0.1}
              onChange={(v) => put(i, { tcoinFactor: v ?? 0 })}
            />
            <NumberField
              label={t('console.content.promo.flexFrom')}
              value={o.priceFrom}
              step={0.01}
              onChange={(v) => put(i, { priceFrom: v ?? 0 })}
            />
            <NumberField
              label={t('console.content.promo.flexShare')}
              value={o.moneyFactor}
              step={0.01}
              onChange={(v) => put(i, { moneyFactor: v ?? 0 })}
            />
          </div>
          {value.length > 1 && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              {t('console.content.remove')}
            </Button>
          )}
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          onChange([...value, { case: '', tcoinFactor: 10, priceFrom: 500, moneyFactor: 0.05 }])
        }
      >
        {t('console.content.add')}
      </Button>
    </fieldset>
  );
}
