/**
 * The signed-in player's active seed pair: server seed hash, client seed, next nonce; a "rotate"
 * button (reveals the server seed) and a form to set a new client seed.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_PATTERN } from '@cases/domain/fairness';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useSeeds } from '../api/get-seeds.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';
import type { Rotation } from '../api/rotate-seed.ts';
import { useSetClientSeed } from '../api/set-client-seed.ts';

/** Current seeds panel; `caseSlug` is carried into the check link of a revealed seed. */
export function MySeeds({ caseSlug }: { caseSlug: string }) {
  const { t } = useTranslation();
  const id = useId();
  const seeds = useSeeds();
  const rotate = useRotateSeed();
  const setSeed = useSetClientSeed();
  const toastError = useErrorToast();
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<Rotation['previous'] | null>(null);
  const valid = CLIENT_SEED_PATTERN.test(clientSeed);

  const done = (res: Rotation) => {
    setRevealed(res.previous);
    showToast({ type: 'success', message: t('fairness.rotated') });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid)
      setSeed.mutate(clientSeed, {
        onSuccess: (res) => {
          setClientSeed('');
          done(res);
        },
        onError: toastError,
      });
  };

  if (seeds.isPending) return <Spinner />;
  if (seeds.isError) return null;
  return (
    <section className="fairness__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fairness__subtitle">
        {t('fairness.mySeeds')}
      </h2>
      <dl className="check-result__list">
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd className="mono">{seeds.data.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('fairness.clientSeed')}</dt>
          <dd className="mono">{seeds.data.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('fairness.nextNonce')}</dt>
          <dd className="mono">{seeds.data.nonce}</dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        onClick={() => rotate.mutate(undefined, { onSuccess: done, onError: toastError })}
        busy={rotate.isPending}
      >
        {t('fairness.rotate')}
      </Button>
      <form className="fairness__seed-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-seed`}>{t('fairness.newClientSeed')}</label>
          <input
            id={`${id}-seed`}
            value={clientSeed}
            onChange={(e) => setClientSeed(e.target.value)}
            maxLength={64}
            className="mono"
            aria-invalid={clientSeed !== '' && !valid}
          />
          <small
            className={
              clientSeed !== '' && !valid ? 'field__hint field__hint--error' : 'field__hint'
            }
          >
            {t('fairness.clientSeedRule')}
          </small>
        </div>
        <Button type="submit" disabled={!valid} busy={setSeed.isPending}>
          {t('fairness.setClientSeed')}
        </Button>
      </form>
      {revealed && (
        <div className="fairness__revealed" role="status">
          <p>{t('fairness.revealed')}</p>
          <code className="mono">{revealed.serverSeed}</code>
          <Link
            to={paths.fairnessCheck({
              serverSeed: revealed.serverSeed,
              clientSeed: revealed.clientSeed,
              nonce: 0,
              caseSlug,
            })}
          >
            {t('fairness.check')}
          </Link>
        </div>
      )}
    </section>
  );
}
