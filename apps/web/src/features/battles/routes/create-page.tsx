/**
 * /battles/create (spec 001 §2, §5 "Create battle"; issue 10): the picker of the battle cases in their
 * `battle` / `battle-selected` card variants (a click adds a round, repeats allowed, up to `maxRounds`),
 * the rounds in order, the mode (1v1, 1v1v1, 1v1v1v1, 2v2), private and crazy switches, an optional
 * client seed, the total price, and create — which opens the new battle. A create that fails, or whose answer
 * names no battle, is the toast "Create battle error" with the failure's text (spec 001 §5, §8).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BATTLE_MODES,
  DEFAULT_MAX_ROUNDS,
  modeShape,
  type BattleMode,
} from '@cases/domain/battles/rules';
import { CLIENT_SEED_PATTERN } from '@cases/domain/fairness';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { CaseCard } from '../../../ui/case-card.tsx';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { errorText } from '../../../ui/use-error-toast.ts';
import { useBattleActions } from '../api/battle-actions.ts';
import { useBattleCases } from '../api/get-battle-cases.ts';
import '../components/battles.css';

export function CreateBattlePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const cases = useBattleCases();
  const { create } = useBattleActions();
  const [rounds, setRounds] = useState<string[]>([]);
  const [mode, setMode] = useState<BattleMode>('1v1');
  const [isPrivate, setPrivate] = useState(false);
  const [isCrazy, setCrazy] = useState(false);
  const [seed, setSeed] = useState('');
  const max = cases.data?.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const all = cases.data?.sections.flatMap((s) => s.cases) ?? [];
  const byId = new Map(all.map((c) => [c.id, c]));
  const total =
    rounds.reduce((s, id) => s + Math.round((byId.get(id)?.priceData.price ?? 0) * 100), 0) / 100;
  const seedOk = seed === '' || CLIENT_SEED_PATTERN.test(seed);

  const add = (id: string) => {
    if (rounds.length >= max) {
      showToast({ type: 'error', message: t('alerts.error_max_rounds', { max }) });
      return;
    }
    setRounds((r) => [...r, id]);
  };
  const removeOne = (id: string) =>
    setRounds((r) => {
      const i = r.lastIndexOf(id);
      return i < 0 ? r : [...r.slice(0, i), ...r.slice(i + 1)];
    });
  const card = (c: (typeof all)[number]) => (
    <CaseCard
      key={c.id}
      card={c}
      locked={false}
      battle={{
        count: rounds.filter((x) => x === c.id).length,
        onAdd: () => add(c.id),
        onRemove: () => removeOne(c.id),
      }}
    />
  );
  const submit = () => {
    const shape = modeShape(mode);
    create
      .mutateAsync({
        caseIds: rounds,
        seats: shape.seats,
        teams: shape.teams,
        isPrivate,
        isCrazy,
        ...(seed ? { clientSeed: seed } : {}),
      })
      .then(
        (r) => {
          void navigate(paths.battle(r.battleUlid));
        },
        (error: unknown) =>
          showToast({
            type: 'error',
            title: t('battles.createPage.error'),
            message: errorText(t, i18n, error),
          }),
      );
  };

  if (cases.isPending) return <Spinner page />;
  return (
    <div className="page create-battle">
      <div className="create-battle__picker">
        <h1>{t('battles.createPage.title')}</h1>
        {cases.data && cases.data.lastCases.length > 0 && (
          <section aria-labelledby="last-cases">
            <h2 id="last-cases">{t('battles.createPage.lastCases')}</h2>
            <div className="create-battle__grid">{cases.data.lastCases.map(card)}</div>
          </section>
        )}
        {cases.data?.sections.map((s) => (
          <section key={s.id} aria-labelledby={`section-${s.id}`}>
            <h2 id={`section-${s.id}`}>{s.name}</h2>
            <div className="create-battle__grid">{s.cases.map(card)}</div>
          </section>
        ))}
      </div>
      <aside className="create-battle__panel" aria-label={t('battles.createPage.settings')}>
        <h2>{t('battles.createPage.settings')}</h2>
        <fieldset className="create-battle__modes">
          <legend>{t('battles.createPage.mode')}</legend>
          {BATTLE_MODES.map((m) => (
            <label key={m} className={mode === m ? 'mode-pill mode-pill--on' : 'mode-pill'}>
              <input
                type="radio"
                name="mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              {t(`battles.mode.${m}`)}
            </label>
          ))}
        </fieldset>
        <label className="switch">
          <input
            type="checkbox"
            checked={isPrivate}
            onChange={(e) => setPrivate(e.target.checked)}
          />
          <span>
            <strong>{t('battles.private')}</strong> {t('battles.createPage.privateHint')}
          </span>
        </label>
        <label className="switch">
          <input type="checkbox" checked={isCrazy} onChange={(e) => setCrazy(e.target.checked)} />
          <span>
            <strong>{t('battles.crazy')}</strong> {t('battles.createPage.crazyHint')}
          </span>
        </label>
        <div className="field">
          <label htmlFor="battle-seed">{t('battles.createPage.seed')}</label>
          <input
            id="battle-seed"
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            placeholder={t('battles.createPage.seedPlaceholder')}
            className="mono"
            aria-invalid={!seedOk}
          />
        </div>
        <div className="create-battle__rounds">
          <p>{t('battles.createPage.rounds', { count: rounds.length, max })}</p>
          <ol>
            {rounds.map((id, i) => {
              const c = byId.get(id);
              return (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => setRounds((r) => [...r.slice(0, i), ...r.slice(i + 1)])}
                    title={t('battles.createPage.removeRound')}
                    aria-label={`${t('battles.createPage.removeRound')}: ${c?.name ?? id}`}
                  >
                    {c && <img src={c.appearanceData.image} alt="" />}
                    <span>{i + 1}</span>
                  </button>
                </li>
              );
            })}
          </ol>
          {rounds.length > 0 && (
            <button type="button" className="link-button" onClick={() => setRounds([])}>
              {t('battles.createPage.clear')}
            </button>
          )}
        </div>
        <p className="create-battle__total">
          {t('battles.createPage.total')} <Price value={total} />
        </p>
        <Button
          size="lg"
          disabled={rounds.length === 0 || !seedOk}
          busy={create.isPending}
          onClick={submit}
        >
          {t('battles.createPage.submit')}
        </Button>
      </aside>
      <div className="create-battle__bar" aria-hidden="true">
        <span>
          {t('battles.createPage.rounds', { count: rounds.length, max })} · <Price value={total} />
        </span>
        <Button
          tabIndex={-1}
          disabled={rounds.length === 0 || !seedOk}
          busy={create.isPending}
          onClick={submit}
        >
          {t('battles.createButton')}
        </Button>
      </div>
    </div>
  );
}
