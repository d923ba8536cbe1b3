/**
 * "Проверить результат" from a drop names the seed pair by its hash (issue 9): when that pair is
 * already revealed its server seed is filled in; while it is the player's active pair the seed is
 * still secret, and the player is told so and may rotate it to reveal it at once.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useSeedHistory } from '../api/get-seed-history.ts';
import { useSeeds } from '../api/get-seeds.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';

export function SeedLookup({
  hash,
  onServerSeed,
}: {
  hash: string;
  onServerSeed: (serverSeed: string) => void;
}) {
  const { t } = useTranslation();
  const history = useSeedHistory();
  const seeds = useSeeds();
  const rotate = useRotateSeed();
  const toastError = useErrorToast();
  const revealed = history.data?.find((s) => s.serverSeedHash === hash);

  useEffect(() => {
    if (revealed) onServerSeed(revealed.serverSeed);
  }, [revealed, onServerSeed]);

  if (revealed || seeds.data?.serverSeedHash !== hash) return null;
  return (
    <div className="seed-lookup" role="status">
      <p>
        <strong>{t('fairness.secretTitle')}</strong> {t('fairness.secretText')}
      </p>
      <Button
        size="sm"
        busy={rotate.isPending}
        onClick={() =>
          rotate.mutate(undefined, {
            onSuccess: (res) => onServerSeed(res.previous.serverSeed),
            onError: toastError,
          })
        }
      >
        {t('fairness.revealNow')}
      </Button>
    </div>
  );
}
