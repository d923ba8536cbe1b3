/**
 * The signed-in player's active seed pair: server seed hash, client seed, next nonce; a "rotate"
 * button (reveals the server seed) and a form to set a new client seed. The revealed seed's "check"
 * link stays on the drop being checked when that drop was rolled on the revealed pair (issue 31: its
 * case, nonce and revision, so the player picks nothing by hand).
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

/** The drop the check page is showing: its case, and its pair (by hash), nonce and case revision. */
export interface CheckedDrop {
  caseSlug: string;
  serverSeedHash: string;
  nonce: string;
  revision: number | null;
}

/** Current seeds panel; `checked` is carried into the check link of a revealed seed. */
export function MySeeds({ checked }: { checked: CheckedDrop }) {
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
              caseSlug: checked.caseSlug,
              // The drop being checked, when it was rolled on this pair; else the pair's first roll.
              ...(revealed.serverSeedHash === checked.serverSeedHash
                ? {
                    serverSeedHash: checked.serverSeedHash,
                    nonce: Number(checked.nonce) || 0,
                    revision: checked.revision ?? undefined,
                  }
                : { nonce: 0 }),
            })}
          >
            {t('fairness.check')}
          </Link>
        </div>
      )}
    </section>
  );
}
