/**
 * /upgrades (spec 000 §2, 001 §2 Upgrade page): the player's items and the targets, the chance badge
 * and the wheel. The chance shown is the domain's `upgradeChance` with the published terms — the very
 * number the server rolls against; the wheel's pointer stops on the real roll. A query `id` stops the
 * automatic loading of both lists (spec 000 §2) and picks that inventory item once they are loaded.
 */
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toKopecks } from '@cases/domain/money';
import { upgradeChance, upgradeRefusal } from '@cases/domain/upgrade';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { play } from '../../../shared/sound/sound.ts';
import { Button } from '../../../ui/button.tsx';
import { FairNote } from '../../../ui/fair-data.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useGameItems, type GameItem } from '../../../api/endpoints/get-game-items.ts';
import {
  cheapestTargetFrom,
  useUniqueItems,
  type TargetFilters,
  type UniqueItemData,
} from '../api/get-unique-items.ts';
import { useUpgradeInfo } from '../api/get-upgrade-info.ts';
import { isOutdated, useUpgradeItems, type UpgradeResult } from '../api/upgrade-items.ts';
import { StakeSide, TargetSide, type Chip } from '../components/stage-summary.tsx';
import { StakeList } from '../components/stake-list.tsx';
import { TargetList } from '../components/target-list.tsx';
import { UpgradeHistory } from '../components/upgrade-history.tsx';
import { UpgradeResultPanel, type UpgradeBet } from '../components/upgrade-result.tsx';
import { UpgradeWheel } from '../components/upgrade-wheel.tsx';
import { WheelFace } from '../components/wheel-face.tsx';
import { toggle, typedRoubles } from '../lib/selection.ts';
import '../components/upgrades.css';

export function UpgradesPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const presetId = params.get('id');
  const signedIn = useSignedIn();
  const info = useUpgradeInfo().data;
  const toastError = useErrorToast();
  const [stakeLoaded, setStakeLoaded] = useState(presetId === null);
  const [targetsLoaded, setTargetsLoaded] = useState(presetId === null);
  const [filters, setFilters] = useState<TargetFilters>({ sort: 'expensive', search: '' });
  const deferredFilters = useDeferredValue(filters);
  const stakeQuery = useGameItems(signedIn && stakeLoaded);
  const targetsQuery = useUniqueItems(deferredFilters, i18n.language, targetsLoaded);
  const [stake, setStake] = useState<ReadonlyMap<string, GameItem>>(new Map());
  const [targets, setTargets] = useState<ReadonlyMap<string, UniqueItemData>>(new Map());
  const [balance, setBalance] = useState('');
  const [spin, setSpin] = useState<{
    result: UpgradeResult;
    bet: UpgradeBet;
    stopped: boolean;
  } | null>(null);
  const upgrade = useUpgradeItems();
  const inFlight = useRef(false);
  const stakeCap = info?.stakeCap ?? 15;
  const targetsCap = info?.targetsCap ?? 10;

  // `?id=` picks that item once the player has loaded their items.
  const presetDone = useRef(false);
  const stakeItems = stakeQuery.data?.pages.flatMap((p) => p.items);
  useEffect(() => {
    if (presetDone.current || presetId === null || !stakeItems) return;
    presetDone.current = true;
    const item = stakeItems.find((i) => i.id === presetId);
    if (item) setStake(new Map([[item.id, item]]));
  }, [presetId, stakeItems]);

  const balanceRub = typedRoubles(balance);
  const stakeKopecks =
    [...stake.values()].reduce((s, i) => s + toKopecks(i.price), 0) +
    (Number.isNaN(balanceRub) ? 0 : toKopecks(balanceRub));
  const targetKopecks = [...targets.values()].reduce((s, i) => s + toKopecks(i.priceData.price), 0);
  const refusal = info
    ? upgradeRefusal(
        { itemCount: stake.size, kopecks: stakeKopecks },
        { count: targets.size, kopecks: targetKopecks },
        info.maxRatio,
      )
    : 'upgrade_items_not_selected';
  const chosenChance =
    info && refusal === null
      ? upgradeChance(stakeKopecks, targetKopecks, info.houseEdge, info.diminisher)
      : null;
  const chance = spin ? spin.result.chance : chosenChance;
  const busy = upgrade.isPending || (spin !== null && !spin.stopped);
  const reset = () => setSpin((s) => (s?.stopped ? null : s));

  const go = () => {
    if (inFlight.current || busy || chosenChance === null || Number.isNaN(balanceRub)) return;
    inFlight.current = true;
    const bet: UpgradeBet = {
      stake: [...stake.values()].map((i) => i.name),
      balance: balanceRub > 0 ? balanceRub : 0,
      targets: [...targets.values()].map((i) => i.name),
    };
    upgrade.mutate(
      {
        itemIds: [...stake.keys()],
        targetIds: [...targets.keys()],
        ...(balanceRub > 0 ? { balanceAmount: balanceRub } : {}),
        chance: chosenChance,
      },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (result) => setSpin({ result, bet, stopped: false }),
        onError: (e) => {
          // The selection carries the old prices: the player picks again from the reloaded lists.
          if (isOutdated(e)) {
            setStake(new Map());
            setTargets(new Map());
          }
          toastError(e);
        },
      },
    );
  };
  const stopped = () => {
    if (!spin) return;
    play(spin.result.success ? 'win' : 'lose');
    setSpin({ ...spin, stopped: true });
    upgrade.refresh(spin.result);
    // The stake is spent and the target won or missed: both sides start empty (issue 31).
    setStake(new Map());
    setTargets(new Map());
    setBalance('');
  };
  const quick = (m: number) => {
    reset();
    cheapestTargetFrom(Math.ceil(stakeKopecks * m) / 100).then(
      (item) => item && setTargets(new Map([[item.id, item]])),
      toastError,
    );
  };

  const stakeChips: Chip[] = [...stake.values()].map((i) => ({
    id: i.id,
    name: i.name,
    image: i.image,
    rarity: i.rarity,
    price: i.price,
  }));
  const targetChips: Chip[] = [...targets.values()].map((i) => ({
    id: i.id,
    name: i.name,
    image: i.image,
    rarity: i.quality,
    price: i.priceData.price,
  }));
  const hint = !signedIn
    ? t('upgrades.signInHint')
    : Number.isNaN(balanceRub)
      ? t('upgrades.badBalance')
      : refusal !== null
        ? t(`errors.${refusal}`)
        : null;

  return (
    <div className="page upgrades">
      <header className="upgrades__hero">
        <p className="upgrades__kicker">{t('upgrades.kicker')}</p>
        <h1 className="upgrades__title">{t('upgrades.title')}</h1>
        <p className="upgrades__lead">
          {t('upgrades.lead', {
            edge: info ? (info.houseEdge * 100).toFixed(1) : '…',
            max: info ? info.maxChance * 100 : 90,
          })}
        </p>
      </header>
      <section className="upgrades__stage">
        <StakeSide
          chips={stakeChips}
          onRemove={(id) => {
            reset();
            setStake((m) => toggle(m, id, m.get(id)!, stakeCap));
          }}
          balance={balance}
          onBalance={(v) => {
            reset();
            setBalance(v);
          }}
          total={stakeKopecks / 100}
          signedIn={signedIn}
        />
        <div className="upgrades__center">
          <UpgradeWheel
            chance={chance}
            roll={spin?.result.roll ?? null}
            win={spin?.result.success ?? null}
            onStopped={stopped}
          >
            <WheelFace chance={chance} verdict={spin?.stopped ? spin.result.success : null} />
          </UpgradeWheel>
          {signedIn ? (
            <Button
              size="lg"
              className="upgrades__go"
              busy={busy}
              disabled={refusal !== null || Number.isNaN(balanceRub) || spin !== null}
              onClick={go}
            >
              {t('upgrades.go')}
            </Button>
          ) : (
            <Link to={paths.registration()} className="btn btn--primary btn--lg upgrades__go">
              {t('upgrades.signIn')}
            </Link>
          )}
          <p className="upgrades__hint" role="status">
            {spin ? '' : hint}
          </p>
        </div>
        <TargetSide
          chips={targetChips}
          onRemove={(id) => {
            reset();
            setTargets((m) => toggle(m, id, m.get(id)!, targetsCap));
          }}
          total={targetKopecks / 100}
          ratio={stakeKopecks > 0 && targetKopecks > 0 ? targetKopecks / stakeKopecks : null}
          multipliers={info?.quickMultipliers ?? []}
          onMultiplier={quick}
          multiplierDisabled={stakeKopecks === 0 || busy}
        />
      </section>
      {spin?.stopped && (
        <UpgradeResultPanel result={spin.result} bet={spin.bet} onAgain={() => setSpin(null)} />
      )}
      <div className="upgrades__lists">
        {signedIn && (
          <StakeList
            query={stakeQuery}
            loaded={stakeLoaded}
            onLoad={() => setStakeLoaded(true)}
            picked={stake}
            cap={stakeCap}
            onToggle={(item) => {
              reset();
              setStake((m) => toggle(m, item.id, item, stakeCap));
            }}
            onChooseAll={(items) => {
              reset();
              setStake(new Map(items.slice(0, stakeCap).map((i) => [i.id, i])));
            }}
            onClear={() => setStake(new Map())}
          />
        )}
        <TargetList
          query={targetsQuery}
          loaded={targetsLoaded}
          onLoad={() => setTargetsLoaded(true)}
          filters={filters}
          onFilters={setFilters}
          picked={targets}
          cap={targetsCap}
          onToggle={(item) => {
            reset();
            setTargets((m) => toggle(m, item.id, item, targetsCap));
          }}
        />
      </div>
      <UpgradeHistory enabled={signedIn} />
      <FairNote
        title={t('upgrades.fairTitle')}
        text={t('upgrades.fairText')}
        link={t('games.fairLink')}
        to={paths.fairnessGameCheck('upgrade')}
      />
    </div>
  );
}
