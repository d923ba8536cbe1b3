/**
 * Case opening page /open/:caseName (spec 000 §2): case block, roulette(s), result panel (with the
 * coins the opening paid, issue 28), the published item list and the provably-fair note. A coin case
 * is paid in coins; a multifix or multicast case opens only the counts it allows (lib/open-counts).
 */
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCaseLocked } from '@cases/domain/levels';
import { useCase } from '../../../api/endpoints/get-case.ts';
import { useLevels } from '../../../api/endpoints/get-levels.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { usePersonalProgress } from '../../../api/endpoints/get-personal-progress.ts';
import { isApiError } from '../../../api/api-error.ts';
import { paths } from '../../../shared/paths.ts';
import { NoticePage } from '../../../shared/notice-page.tsx';
import { play } from '../../../shared/sound/sound.ts';
import { revealSoundFor } from '../../../shared/sound/sounds.ts';
import { COIN_CODE } from '../../../ui/coin.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useOpenCase } from '../api/open-case.ts';
import type { DropData } from '../api/open-case.ts';
import { CaseHero } from '../components/case-hero.tsx';
import { CaseItems } from '../components/case-items.tsx';
import { OpenResult } from '../components/open-result.tsx';
import { Spin } from '../components/spin.tsx';
import type { SpinStrip } from '../components/spin.tsx';
import { buildStrip } from '../lib/build-strip.ts';
import { useFastOpen } from '../lib/fast-open.ts';
import { openCount, openCounts } from '../lib/open-counts.ts';
import { rarest } from '../lib/rare.ts';
import { RareReveal } from '../components/rare-reveal.tsx';
import '../components/open.css';

type Stage =
  | { kind: 'idle' }
  | { kind: 'spinning'; strips: SpinStrip[]; drops: DropData[]; coins: number }
  | { kind: 'reveal'; drops: DropData[]; coins: number }
  | { kind: 'result'; drops: DropData[]; coins: number };

/** The reveal sting of the best of `drops` (issue 31 "Sound"). */
const playReveal = (drops: readonly DropData[]) =>
  play(revealSoundFor(drops.map((d) => d.item.rarity)));

/** The drop of the rarest rarity among `drops` when it earns the reveal (issue 9), else undefined. */
function rarestDrop(drops: readonly DropData[]): DropData | undefined {
  const r = rarest(drops.map((d) => d.item.rarity));
  return r === null ? undefined : drops.find((d) => d.item.rarity === r);
}

/** The open page of the case named in the URL. */
export function OpenPage() {
  const { t } = useTranslation();
  const slug = useParams().caseName ?? '';
  const caseQuery = useCase(slug);
  const me = useMe().data;
  // The player's progress on the case, asked beside the case and waited for with it, so its chips are in the first
  // layout (issue 48: the page never jumps); a failure shows the page without them.
  const progress = usePersonalProgress(slug);
  const levels = useLevels(me?.userId);
  const open = useOpenCase(slug);
  const toastError = useErrorToast();
  const [multi, setMulti] = useState(1);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  // Set synchronously on press: a double click must not send a second opening before React
  // re-renders the button as busy (issue 9 "no double charge").
  const inFlight = useRef(false);
  const [fastOpen, setFastOpen] = useFastOpen();

  if (caseQuery.isPending || (progress.isLoading && !progress.isFetched)) return <Spinner page />;
  if (caseQuery.isError) {
    const notFound = isApiError(caseQuery.error) && caseQuery.error.status === 404;
    return <NoticePage title={notFound ? t('open.notFound') : t('errors.unpredicted')} homeLink />;
  }
  const card = caseQuery.data;
  const locked = isCaseLocked(card.level, levels.data?.userLevel ?? Infinity, card.locked);
  const coinCase = card.priceData.currency === COIN_CODE;
  const counts = openCounts(card);
  const count = openCount(card, multi);

  const start = () => {
    if (inFlight.current || stage.kind === 'spinning' || stage.kind === 'reveal') return;
    inFlight.current = true;
    open.mutate(count, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: (res) => {
        const { drops, coins } = res;
        // A free case is a reward claimed (issue 31 "Sound").
        if (card.priceData.price === 0) play('claim');
        if (fastOpen) {
          playReveal(drops);
          setStage({ kind: 'result', drops, coins });
          return;
        }
        const strips = res.drops.map((drop) => ({
          key: drop.id,
          tiles: buildStrip(card.items, drop.item),
        }));
        setStage({ kind: 'spinning', strips, drops, coins });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'case_not_available' && card.priceData.price === 0)
          showToast({ type: 'error', title: t('common.error'), message: t('open.freeCooldown') });
        else if (isApiError(error) && error.code === 'balance_error' && coinCase)
          showToast({ type: 'error', title: t('common.error'), message: t('open.notEnoughCoins') });
        else toastError(error);
      },
    });
  };

  return (
    <div className="page open-page">
      <CaseHero
        card={card}
        counts={counts}
        multi={count}
        onMulti={setMulti}
        balance={me?.finance.balance}
        coinBalance={me?.finance.coinBalance}
        locked={locked}
        busy={open.isPending || stage.kind === 'spinning' || stage.kind === 'reveal'}
        onOpen={start}
        fastOpen={fastOpen}
        onFastOpen={setFastOpen}
        progress={progress.data}
      />
      {stage.kind === 'spinning' && (
        <Spin
          strips={stage.strips}
          onDone={() => {
            playReveal(stage.drops);
            setStage({
              kind: rarestDrop(stage.drops) ? 'reveal' : 'result',
              drops: stage.drops,
              coins: stage.coins,
            });
          }}
        />
      )}
      {stage.kind === 'reveal' && (
        <RareReveal
          item={rarestDrop(stage.drops)!.item}
          onDone={() => setStage({ kind: 'result', drops: stage.drops, coins: stage.coins })}
        />
      )}
      {stage.kind === 'result' && (
        <OpenResult
          key={stage.drops[0]?.id}
          caseSlug={card.slug}
          drops={stage.drops}
          coins={stage.coins}
          onAgain={() => setStage({ kind: 'idle' })}
        />
      )}
      <CaseItems items={card.items} />
      <aside className="fair-note">
        <strong>{t('open.fairTitle')}</strong>
        <p>{t('open.fairText')}</p>
        <Link to={paths.fairnessCheck({ caseSlug: card.slug })}>{t('open.fairLink')}</Link>
      </aside>
    </div>
  );
}
