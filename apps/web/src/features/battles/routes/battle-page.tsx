/**
 * /battles/:battleId (spec 001 §2; issue 10): the battle live — seats with avatars and levels, a reel per
 * seat spinning in sync with every other viewer, running totals, spectators, the members' emoji, the
 * result with the winner highlighted and the winner's quick sale (issue 29), and the fairness panel. A private battle opens with
 * its link's `?key=`. The page joins the battle's realtime room while it is open and counts as a
 * spectator; if an update goes missing it asks the server again at the round's due time. The status
 * reads "finished" only once the last reels have stopped, and whoever takes the last seat is told the
 * battle starts, not to wait (issue 31).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmojiMessage } from '@cases/domain/api/battles';
import { CLIENT_SEED_PATTERN } from '@cases/domain/fairness';
import { battleMode, roundDueAt, roundsDue } from '@cases/domain/battles/rules';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { isApiError } from '../../../api/api-error.ts';
import { NoticePage } from '../../../shared/notice-page.tsx';
import { Button } from '../../../ui/button.tsx';
import { Countdown } from '../../../ui/countdown.tsx';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useBattleActions } from '../api/battle-actions.ts';
import { battleQueryOptions, useBattle } from '../api/get-battle.ts';
import { useSpectating } from '../api/spectate.ts';
import { useBattleLive } from '../api/use-battles-live.ts';
import { BattleArena, landedRounds } from '../components/battle-arena.tsx';
import { BattleResult } from '../components/battle-result.tsx';
import { EmojiBar } from '../components/emoji-bar.tsx';
import { FairnessPanel } from '../components/fairness-panel.tsx';
import { JoinSeed } from '../components/join-seed.tsx';
import { EMOJI_IMAGES } from '../lib/emoji.ts';
import { useNow } from '../lib/use-now.ts';
import '../components/battles.css';

export function BattlePage() {
  const { battleId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const { t } = useTranslation();
  const qc = useQueryClient();
  const signedIn = useSignedIn();
  const meId = useMe().data?.userId;
  const query = useBattle(battleId, key);
  const battle = query.data;
  const actions = useBattleActions();
  const toastError = useErrorToast();
  // This browser's clock minus the server's, measured on the rounds' arrival.
  const skew = useRef(0);
  const [emoji, setEmoji] = useState(new Map<string, string>());
  const [joinSeed, setJoinSeed] = useState('');
  const joinSeedOk = joinSeed === '' || CLIENT_SEED_PATTERN.test(joinSeed);

  const onEmoji = useCallback((e: EmojiMessage) => {
    const glyph = EMOJI_IMAGES[e.content];
    setEmoji((m) => new Map(m).set(e.member_id, glyph));
    setTimeout(
      () =>
        setEmoji((m) => {
          if (m.get(e.member_id) !== glyph) return m;
          const next = new Map(m);
          next.delete(e.member_id);
          return next;
        }),
      2_500,
    );
  }, []);
  const onRound = useCallback(
    (round: number, at: number) => {
      const b = qc.getQueryData(battleQueryOptions(battleId, key).queryKey);
      if (!b?.startedAt) return;
      const measured = at - roundDueAt(Date.parse(b.startedAt), round, b.roundMs);
      if (Math.abs(measured) < 10_000) skew.current = measured;
    },
    [qc, battleId, key],
  );
  useBattleLive(battleId, key, onEmoji, onRound);
  useSpectating(battleId, key, query.isSuccess);

  const running = battle?.status === 'started' || battle?.status === 'finished';
  const now = useNow(battle?.status === 'started' ? 100 : 1_000, !!battle) - skew.current;
  const startedAt = battle?.startedAt ? Date.parse(battle.startedAt) : null;

  // A missed update: ask again once a round is overdue, or when the end has passed.
  const lastAsk = useRef(0);
  useEffect(() => {
    if (!battle || battle.status !== 'started' || startedAt === null) return;
    const due = roundsDue(startedAt, battle.roundsCount, battle.roundMs, now);
    const ended = now > startedAt + battle.roundsCount * battle.roundMs + 1_500;
    const overdue =
      due > battle.rounds.length &&
      now - roundDueAt(startedAt, battle.rounds.length, battle.roundMs) > 700;
    if ((overdue || ended) && Date.now() - lastAsk.current > 1_500) {
      lastAsk.current = Date.now();
      void qc.invalidateQueries({ queryKey: battleQueryOptions(battleId, key).queryKey });
    }
  }, [battle, startedAt, now, qc, battleId, key]);

  if (query.isPending && query.fetchStatus !== 'idle')
    return (
      <div className="page battle-page battle-page--loading">
        <Spinner />
      </div>
    );
  if (!battle)
    return (
      <NoticePage
        kicker={t('battles.notFound.kicker')}
        title={t('battles.notFound.title')}
        text={
          query.isError && !(isApiError(query.error) && query.error.status < 500)
            ? t('errors.unpredicted')
            : t('battles.notFound.text')
        }
        homeLink
      />
    );

  const mode = battleMode(battle.seats, battle.teams);
  const member = battle.members.find((m) => m.user?.id === meId);
  const creator = battle.creatorId === meId;
  const landed = landedRounds(battle, now);
  const showResult = battle.status === 'finished' && landed >= battle.roundsCount;
  // The server finishes the battle as the last round is drawn; the page says so once its reels stop.
  const status = battle.status === 'finished' && !showResult ? 'started' : battle.status;
  // Taking the last free seat starts the battle at once: no "waiting for rivals" then.
  const lastSeat = battle.members.length === battle.seats - 1;
  const currentRound = Math.min(battle.roundsCount, Math.max(landed + (running ? 1 : 0), 1));
  const canJoin = signedIn && !member && battle.status === 'created';
  const run = <T,>(p: Promise<T>, ok?: (v: T) => void): void =>
    void p.then((v) => {
      ok?.(v);
      void qc.invalidateQueries({ queryKey: battleQueryOptions(battleId, key).queryKey });
    }, toastError);
  const shareUrl =
    battle.isPrivate && battle.key
      ? `${window.location.origin}/battles/${battle.ulid}?key=${battle.key}`
      : null;

  return (
    <div className={`page battle-page battle-page--${battle.status}`}>
      <header className="battle-head">
        <div className="battle-head__title">
          <h1>
            {t(`battles.mode.${mode}`)}
            {battle.isCrazy && (
              <span className="battle-badge battle-badge--crazy">{t('battles.crazy')}</span>
            )}
            {battle.isPrivate && <span className="battle-badge">{t('battles.private')}</span>}
          </h1>
          <p className="battle-head__meta">
            <span className={`battle-status battle-status--${status}`}>
              {t(`battles.status.${status}`)}
            </span>
            <span>
              {t('battles.price')} <Price value={battle.price} />
            </span>
            <span data-testid="battle-round">
              {t('battles.round', { current: currentRound, total: battle.roundsCount })}
            </span>
            <span className="battle-head__spectators" data-testid="spectators">
              {t('battles.spectators', { count: battle.spectators })}
            </span>
            {battle.status === 'created' && (
              <span>
                {t('battles.expires')} <Countdown endsAt={Date.parse(battle.expiresAt)} />
              </span>
            )}
          </p>
        </div>
        <div className="battle-head__actions">
          {battle.status === 'created' && creator && (
            <>
              <Button
                onClick={() => run(actions.start.mutateAsync({ battleUlid: battle.ulid }))}
                busy={actions.start.isPending}
              >
                {t('battles.actions.bots')}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  run(actions.cancel.mutateAsync({ battleUlid: battle.ulid }), () =>
                    showToast({ type: 'success', message: t('battles.actions.cancelled') }),
                  )
                }
                busy={actions.cancel.isPending}
              >
                {t('battles.actions.cancel')}
              </Button>
            </>
          )}
          {battle.status === 'created' && member && !creator && (
            <Button
              variant="secondary"
              onClick={() =>
                run(actions.leave.mutateAsync({ battleUlid: battle.ulid, key: key ?? undefined }))
              }
              busy={actions.leave.isPending}
            >
              {t('battles.actions.leave')}
            </Button>
          )}
        </div>
      </header>
      {shareUrl && (
        <p className="battle-share">
          {t('battles.share')}{' '}
          <input
            readOnly
            value={shareUrl}
            className="mono"
            aria-label={t('battles.share')}
            onFocus={(e) => e.target.select()}
          />
        </p>
      )}
      {/* Scrolls sideways with many rounds on a phone: focusable, so keys can scroll it too. */}
      <ol className="battle-rounds" aria-label={t('battles.cases')} tabIndex={0}>
        {battle.cases.map((c) => (
          <li
            key={c.round}
            className={
              c.round < landed
                ? 'battle-rounds__case battle-rounds__case--done'
                : running && c.round === currentRound - 1
                  ? 'battle-rounds__case battle-rounds__case--now'
                  : 'battle-rounds__case'
            }
          >
            <img src={c.case.image} alt="" />
            <span className="battle-rounds__name">{c.case.name}</span>
            <Price value={c.case.price} className="battle-rounds__price" />
          </li>
        ))}
      </ol>
      {canJoin && <JoinSeed value={joinSeed} onChange={setJoinSeed} invalid={!joinSeedOk} />}
      <BattleArena
        battle={battle}
        now={now}
        onJoin={
          canJoin && joinSeedOk
            ? (seat) =>
                run(
                  actions.join.mutateAsync({
                    battleUlid: battle.ulid,
                    seat,
                    key: key ?? undefined,
                    ...(joinSeed ? { clientSeed: joinSeed } : {}),
                  }),
                  () =>
                    showToast({
                      type: 'success',
                      message: lastSeat ? t('battles.seat.joinedLast') : t('alerts.joining_battle'),
                    }),
                )
            : undefined
        }
        joining={actions.join.isPending}
        showResult={showResult}
        emoji={emoji}
      />
      {member && battle.status !== 'cancelled' && (
        <EmojiBar
          disabled={actions.emoji.isPending}
          onSend={(content) =>
            void actions.emoji
              .mutateAsync({ battleUlid: battle.ulid, content, memberId: member.memberId })
              .catch(toastError)
          }
        />
      )}
      {!signedIn && battle.status === 'created' && (
        <p className="battle-hint">{t('battles.signInToJoin')}</p>
      )}
      {battle.status === 'cancelled' && <p className="battle-hint">{t('battles.cancelledText')}</p>}
      {showResult && <BattleResult battle={battle} meId={meId} battleKey={key} />}
      <FairnessPanel battle={battle} battleKey={key} />
    </div>
  );
}
