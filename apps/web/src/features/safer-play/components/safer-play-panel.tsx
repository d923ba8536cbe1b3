/**
 * "Ответственная игра" on the own profile (issue 12 "Safer play"): daily, weekly and monthly deposit
 * limits (lowering applies at once, raising after 24 h — shown as pending), what was deposited in
 * each window, and self-exclusion for 24 h … for good, confirmed first and never shortened.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAtMostTwoDecimals } from '@cases/domain/money';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useLimits, useSelfExclude, useSetLimits, type LimitKey } from '../api/limits.ts';
import './safer-play.css';
import '../../../ui/panel.css';
import { dateTimeFormat } from '../../../i18n/intl-formats.ts';

const KEYS: readonly LimitKey[] = ['daily', 'weekly', 'monthly'];
const PERIODS = ['24h', '7d', '30d', '6m', 'forever'] as const;
const WINDOW: Record<LimitKey, 'day' | 'week' | 'month'> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};

export function SaferPlayPanel() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const priceText = usePriceText();
  const limits = useLimits();
  const setLimits = useSetLimits();
  const exclude = useSelfExclude();
  const toastError = useErrorToast();
  const [draft, setDraft] = useState<Partial<Record<LimitKey, string>>>({});
  const [period, setPeriod] = useState<(typeof PERIODS)[number] | null>(null);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const data = limits.data;
  // The section and its heading stand from the first render; the limits fill it once loaded.
  if (!data)
    return (
      <section className="ui-panel safer-play" aria-labelledby={`${id}-title`} aria-busy="true">
        <h2 id={`${id}-title`} className="ui-panel__title">
          {t('saferPlay.title')}
        </h2>
        {limits.isError ? (
          <p className="safer-play__hint" role="alert">
            {t('common.error')}
          </p>
        ) : (
          <Spinner size={24} />
        )}
      </section>
    );

  const save = (e: FormEvent) => {
    e.preventDefault();
    const body: Partial<Record<LimitKey, number | null>> = {};
    for (const k of KEYS) {
      const v = draft[k];
      if (v === undefined) continue;
      const n = Number(v.replace(',', '.'));
      // The server refuses what is not a whole number of kopecks from 0.01 ₽; say so here.
      if (v.trim() !== '' && !(Number.isFinite(n) && n > 0 && hasAtMostTwoDecimals(n))) {
        showToast({ type: 'error', title: t('common.error'), message: t('saferPlay.badAmount') });
        return;
      }
      body[k] = v.trim() === '' ? null : n;
    }
    setLimits.mutate(body, {
      onSuccess: () => {
        setDraft({});
        showToast({ type: 'success', message: t('saferPlay.saved') });
      },
      onError: toastError,
    });
  };

  const exclusion = data.selfExclusion;
  return (
    <section className="ui-panel safer-play" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ui-panel__title">
        {t('saferPlay.title')}
      </h2>
      {exclusion && (
        <p className="safer-play__excluded" role="status">
          {exclusion.forever
            ? t('saferPlay.excludedForever')
            : t('saferPlay.excludedUntil', { time: when.format(new Date(exclusion.until!)) })}
        </p>
      )}
      <form className="safer-play__limits" onSubmit={save} aria-label={t('saferPlay.limits')}>
        {KEYS.map((k) => (
          <div key={k} className="field">
            <label htmlFor={`${id}-${k}`}>{t(`saferPlay.limit.${k}`)}</label>
            <input
              id={`${id}-${k}`}
              inputMode="decimal"
              placeholder={t('saferPlay.noLimit')}
              value={draft[k] ?? (data[k] === null ? '' : String(data[k]))}
              onChange={(e) =>
                setDraft((d) => ({ ...d, [k]: e.target.value.replace(/[^\d.,]/g, '') }))
              }
            />
            <small className="field__hint">
              {t('saferPlay.deposited', { amount: priceText(data.deposited[WINDOW[k]]) })}
              {data.pending && data.pending[k] !== data[k] && (
                <>
                  {' · '}
                  {t('saferPlay.pending', {
                    value:
                      data.pending[k] === null
                        ? t('saferPlay.noLimit')
                        : priceText(data.pending[k]),
                    time: when.format(new Date(data.pending.effectiveAt)),
                  })}
                </>
              )}
            </small>
          </div>
        ))}
        <Button
          type="submit"
          size="sm"
          busy={setLimits.isPending}
          disabled={Object.keys(draft).length === 0}
        >
          {t('saferPlay.save')}
        </Button>
        <p className="safer-play__hint">{t('saferPlay.hint')}</p>
      </form>
      <div className="safer-play__exclusion">
        <h3>{t('saferPlay.exclusion')}</h3>
        <p className="safer-play__hint">{t('saferPlay.exclusionHint')}</p>
        <div className="safer-play__periods" role="group" aria-label={t('saferPlay.exclusion')}>
          {PERIODS.map((p) => (
            <Button key={p} size="sm" variant="secondary" onClick={() => setPeriod(p)}>
              {t(`saferPlay.period.${p}`)}
            </Button>
          ))}
        </div>
      </div>
      <Modal
        open={period !== null}
        title={t('saferPlay.confirmTitle')}
        onClose={() => setPeriod(null)}
      >
        <p className="safer-play__confirm">
          {period && t('saferPlay.confirmText', { period: t(`saferPlay.period.${period}`) })}
        </p>
        <div className="safer-play__confirm-actions">
          <Button variant="secondary" onClick={() => setPeriod(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={exclude.isPending}
            onClick={() =>
              period &&
              exclude.mutate(period, {
                onSuccess: () => setPeriod(null),
                onError: toastError,
              })
            }
          >
            {t('saferPlay.confirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
