/**
 * /contract/ (spec 000 §2; issue 11 "Contracts"): the player signs 3–10 items into a contract and gets
 * one item whose value is drawn from the published distribution (shown before signing, with the
 * value ranges for the items picked), the rest of the value on the balance.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toKopecks } from '@cases/domain/money';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { play } from '../../../shared/sound/sound.ts';
import { Button } from '../../../ui/button.tsx';
import { FairNote } from '../../../ui/fair-data.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useContractInfo } from '../api/get-contract-info.ts';
import { useGameItems, type GameItem } from '../../../api/endpoints/get-game-items.ts';
import { useSignContract, type SignedContract } from '../api/sign-contract.ts';
import { ContractBoard } from '../components/contract-board.tsx';
import { ContractHistory } from '../components/contract-history.tsx';
import { ContractItems } from '../components/contract-items.tsx';
import { ContractResult } from '../components/contract-result.tsx';
import { Distribution } from '../components/distribution.tsx';
import '../components/contracts.css';

export function ContractPage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const info = useContractInfo().data;
  const query = useGameItems(signedIn);
  const sign = useSignContract();
  const toastError = useErrorToast();
  const [picked, setPicked] = useState<GameItem[]>([]);
  const [result, setResult] = useState<SignedContract | null>(null);
  const inFlight = useRef(false);
  const min = info?.minItems ?? 3;
  const max = info?.maxItems ?? 10;
  const input = picked.reduce((s, i) => s + toKopecks(i.price), 0) / 100;
  const tooCheap = info !== undefined && picked.length >= min && input < info.minInput;
  const ready = picked.length >= min && picked.length <= max && !tooCheap;
  const hint =
    picked.length < min
      ? t('contract.needMore', { count: min - picked.length })
      : tooCheap
        ? t('contract.tooCheap', { min: info.minInput })
        : t('contract.ready');

  const go = () => {
    if (inFlight.current || !ready) return;
    inFlight.current = true;
    sign.mutate(
      picked.map((i) => i.id),
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (res) => {
          play('claim');
          setResult(res);
          setPicked([]);
        },
        onError: toastError,
      },
    );
  };
  const toggle = (item: GameItem) => {
    setResult(null);
    setPicked((list) =>
      list.some((i) => i.id === item.id)
        ? list.filter((i) => i.id !== item.id)
        : list.length < max
          ? [...list, item]
          : list,
    );
  };

  return (
    <div className="page contract">
      <header className="contract__hero">
        <p className="contract__kicker">{t('contract.kicker')}</p>
        <h1 className="contract__title">{t('contract.title')}</h1>
        {/* Until the terms arrive the lead holds its place, hidden, with the usual figures: the desk below does not
            jump when it fills in (issue 48). */}
        <p
          className={info ? 'contract__lead' : 'contract__lead contract__lead--pending'}
          aria-hidden={info ? undefined : true}
        >
          {t('contract.lead', {
            min,
            max,
            low: (info?.bands[0]?.from ?? 0.25).toLocaleString(i18n.language),
            high: (info?.bands.at(-1)?.to ?? 4).toLocaleString(i18n.language),
          })}
        </p>
      </header>
      <div className="contract__desk">
        <ContractBoard
          items={picked}
          max={max}
          total={input}
          onRemove={(id) => setPicked((list) => list.filter((i) => i.id !== id))}
        >
          {signedIn ? (
            <Button
              size="lg"
              className="contract__sign"
              busy={sign.isPending}
              disabled={!ready}
              onClick={go}
            >
              {t('contract.sign')}
            </Button>
          ) : (
            <Link to={paths.registration()} className="btn btn--primary btn--lg contract__sign">
              {t('contract.signIn')}
            </Link>
          )}
          <p className="contract__hint" role="status">
            {signedIn ? hint : t('contract.signInHint')}
          </p>
        </ContractBoard>
        {info ? <Distribution info={info} input={input} /> : <Spinner />}
      </div>
      {result && <ContractResult result={result} onAgain={() => setResult(null)} />}
      {signedIn && (
        <ContractItems
          query={query}
          picked={picked}
          max={max}
          onToggle={toggle}
          onChooseAll={(items) => {
            setResult(null);
            setPicked(items.slice(0, max));
          }}
          onClear={() => setPicked([])}
        />
      )}
      <ContractHistory enabled={signedIn} />
      <FairNote
        title={t('contract.fairTitle')}
        text={t('contract.fairText')}
        link={t('games.fairLink')}
        to={paths.fairnessGameCheck('contract')}
      />
    </div>
  );
}
