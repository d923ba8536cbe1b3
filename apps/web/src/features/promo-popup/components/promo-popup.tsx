/**
 * The promo welcome popup (spec 001 §2 overlays, §4 "Promo popup"): a visitor who arrives with a
 * campaign link carrying `promo=<code>` sees what the code gives, with a 60 s countdown (spec 001 §9).
 * It opens only once the code's info has loaded and never on a refill page; closing without claiming
 * calls `onClosed` (the app records the event); the countdown's end acts like claiming. Claiming
 * applies the code for a signed-in player and takes them to the top-up, or opens the sign-up for a
 * visitor — the code is then applied right after sign-in. Each code is offered once.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApplyPromo, useGuestPromo } from '../../../api/endpoints/promo.ts';
import { readStored, writeStored } from '../../../api/stored-value.ts';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useTimeLeft } from '../../../ui/countdown.tsx';
import { campaignCode, PENDING_KEY, pendingPromoCode } from '../lib/campaign-code.ts';
import { PromoCodeCopy } from './promo-code-copy.tsx';
import './promo-popup.css';

const COUNTDOWN_MS = 60_000;
const SEEN_KEY = 'promo-popup-seen';
const YEAR_MS = 365 * 24 * 3600_000;

export function PromoPopup({
  refillPath,
  onClosed,
}: {
  refillPath: string;
  onClosed: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const apply = useApplyPromo();
  const [code] = useState(() => campaignCode(search));
  const seen = code !== null && readStored<boolean>(`${SEEN_KEY}:${code}`, 'boolean') === true;
  const [open, setOpen] = useState(true);
  const info = useGuestPromo(seen ? null : code);
  const onRefill = pathname.replace(/^\/en(?=\/|$)/, '').startsWith(refillPath);
  const visible = open && !seen && info.isSuccess && !onRefill;
  const [endsAt, setEndsAt] = useState<number | null>(null);
  useEffect(() => {
    if (visible && endsAt === null) setEndsAt(Date.now() + COUNTDOWN_MS);
  }, [visible, endsAt]);
  const left = useTimeLeft(endsAt);

  // After a visitor claimed and signed in: apply the remembered code once.
  useEffect(() => {
    const pending = pendingPromoCode();
    if (!signedIn || !pending) return;
    writeStored(PENDING_KEY, 'code', '', 1);
    apply.mutate(pending, {
      onSuccess: () =>
        showToast({ type: 'success', message: t('promoPopup.applied', { code: pending }) }),
      onError: () => undefined,
    });
    // Once per sign-in: `apply` and `t` are stable enough not to re-run it.
  }, [signedIn]);

  const done = () => {
    if (code) writeStored(`${SEEN_KEY}:${code}`, 'boolean', true, YEAR_MS);
    setOpen(false);
  };
  const claim = () => {
    if (!code) return;
    done();
    if (signedIn) {
      apply.mutate(code, {
        onSuccess: () => {
          showToast({ type: 'success', message: t('promoPopup.applied', { code }) });
          void navigate(refillPath);
        },
        onError: () => void navigate(refillPath),
      });
    } else {
      writeStored(PENDING_KEY, 'code', code, 24 * 3600_000);
      void navigate({ pathname, search, hash: '#reg' });
    }
  };
  useEffect(() => {
    if (visible && endsAt !== null && left === 0) claim();
    // The countdown's end claims once (claim closes the popup).
  }, [left, visible, endsAt]);

  if (!visible || !code || !info.data) return null;
  const offer =
    info.data.type === 'common'
      ? t('promoPopup.common', { percent: info.data.percent ?? 0 })
      : info.data.type === 'blogger'
        ? t('promoPopup.blogger', { percent: Math.round((info.data.moneyFactor ?? 0) * 100) })
        : t(info.data.requiresDeposit ? 'promoPopup.instantAfterDeposit' : 'promoPopup.instant');
  return (
    <Modal
      open
      title={t('promoPopup.title')}
      onClose={() => {
        done();
        onClosed(code);
      }}
    >
      <div className="promo-popup">
        <img
          src={
            info.data.type === 'blogger'
              ? '/payments/promo-blogger.svg'
              : '/payments/promo-common.svg'
          }
          alt=""
        />
        <PromoCodeCopy code={code} />
        <p className="promo-popup__offer">{offer}</p>
        <p className="promo-popup__timer" role="timer">
          {t('promoPopup.timer', { count: Math.ceil(left / 1000) })}
        </p>
        <Button size="lg" onClick={claim} busy={apply.isPending}>
          {signedIn ? t('promoPopup.claim') : t('promoPopup.claimSignUp')}
        </Button>
      </div>
    </Modal>
  );
}
