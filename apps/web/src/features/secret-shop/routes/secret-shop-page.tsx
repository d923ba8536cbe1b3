/**
 * /secret-shop (spec 000 §1 "secret shop", §2 side menu "secret"; decision 018; issue 29): catalog
 * items sold below their price to players from a level up, a few per player per period, the selection
 * rotating each period. The header counts down to the rotation (the shop reloads when it comes) and
 * says how many of the period's purchases were made; visitors get the sign-in call, players below the
 * level their level and the one needed, and a player at the period's limit when more comes. A purchase
 * toasts, moves the header's balance, the slot's stock and the count, and reloads the inventory.
 * While the `secret_shop` flag is off the server answers 404 and the page is the standard not-found one.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useSignedIn } from '../../../api/token.ts';
import { NoticePage } from '../../../shared/notice-page.tsx';
import { Button } from '../../../ui/button.tsx';
import { useTimeLeft } from '../../../ui/countdown.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useBuySecretSlot } from '../api/buy-secret-slot.ts';
import { useSecretShop, type SecretShopData, type SecretSlotData } from '../api/get-secret-shop.ts';
import { SecretHero } from '../components/secret-hero.tsx';
import { SecretLock, type LockReason } from '../components/secret-lock.tsx';
import { SecretSlotCard, type SlotAccess } from '../components/secret-slot-card.tsx';
import '../components/secret-shop.css';

/** What the caller may do in the shop, and why not when they may not. */
function standing(shop: SecretShopData, signedIn: boolean): [SlotAccess, LockReason | null] {
  if (!signedIn) return [{ kind: 'visitor' }, { kind: 'visitor', minLevel: shop.minLevel }];
  if (!shop.allowed)
    return [
      { kind: 'level', minLevel: shop.minLevel },
      { kind: 'level', level: shop.level, minLevel: shop.minLevel },
    ];
  if (shop.bought >= shop.limit) return [{ kind: 'limit' }, { kind: 'limit' }];
  return [{ kind: 'buy' }, null];
}

/** Reloads the shop once when its period ends (a second after, so the server has rotated). */
function useRotation(shop: SecretShopData | undefined, reload: () => Promise<unknown>) {
  const endsAt = shop ? Date.parse(shop.periodEndsAt) : null;
  const left = useTimeLeft(endsAt);
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (endsAt === null || left > 0 || done.current === endsAt) return;
    const timer = setTimeout(() => {
      done.current = endsAt;
      void reload();
    }, 1000);
    return () => clearTimeout(timer);
  }, [endsAt, left, reload]);
}

export function SecretShopPage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const shop = useSecretShop(signedIn, i18n.language);
  const buy = useBuySecretSlot();
  const toastError = useErrorToast();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const { refetch } = shop;
  useRotation(shop.data, refetch);

  if (isApiError(shop.error) && shop.error.status === 404)
    return <NoticePage code="404" title={t('notFound.title')} text={t('notFound.text')} homeLink />;

  const onBuy = (slot: SecretSlotData) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(slot.id);
    buy.mutate(slot.id, {
      onSuccess: (res) =>
        showToast({
          type: 'success',
          title: t('secretShop.title'),
          message: t('secretShop.boughtToast', { name: res.item.name }),
        }),
      onError: toastError,
      onSettled: () => {
        inFlight.current = false;
        setPending(null);
      },
    });
  };

  const data = shop.data;
  const [access, lock] = data ? standing(data, signedIn) : [null, null];
  return (
    <div className="page secret-shop">
      <SecretHero shop={data} signedIn={signedIn} />
      {lock && <SecretLock reason={lock} />}
      <section className="secret-shop__slots" aria-labelledby="secret-slots-title">
        <h2 id="secret-slots-title" className="secret-shop__subtitle">
          {t('secretShop.slotsTitle')}
        </h2>
        {data && access ? (
          data.slots.length === 0 ? (
            <p className="secret-shop__note">{t('secretShop.empty')}</p>
          ) : (
            <div className="secret-grid">
              {data.slots.map((slot) => (
                <SecretSlotCard
                  key={slot.id}
                  slot={slot}
                  access={access}
                  busy={pending === slot.id}
                  onBuy={onBuy}
                />
              ))}
            </div>
          )
        ) : shop.isError ? (
          <div className="secret-shop__note" role="alert">
            <p>{t('secretShop.loadError')}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('secretShop.retry')}
            </Button>
          </div>
        ) : (
          <Spinner />
        )}
      </section>
    </div>
  );
}
