/**
 * The push subscription flow (spec 001 §4 Push notifications, §8 texts): accept asks for permission
 * when it is "default", subscribes when "granted" and shows the denied error (app or default variant)
 * when "denied"; a permission that changes to granted with the reward unclaimed claims it, one that
 * changes to denied shows the repeat error and opts the player out. The reward is claimed once the
 * mission's progress is 3: the server's first notification reached this browser (issue 44), which the service
 * worker tells the page (`{type: 'push', tag: 'push-enabled'}`). Changes are watched once for the app
 * (`permission-watch.ts`): a change answers once, and our own request answers only through `accept`.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../api/client.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { missionResult } from '@cases/domain/api/missions';
import { showToast } from '../../../ui/toast-store.ts';
import { usePushConfig, usePushStatus } from '../api/push.ts';
import {
  platformInfo,
  pushAvailable,
  subscribeOneSignal,
  subscribeWebPush,
  unsubscribeWebPush,
} from './web-push.ts';
import { requestNotificationPermission, watchNotificationPermission } from './permission-watch.ts';

export function usePushSubscription() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const config = usePushConfig().data;
  const status = usePushStatus().data;
  const me = useMe().data;
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['push'] });
    void client.invalidateQueries({ queryKey: ['missions'] });
    void client.invalidateQueries({ queryKey: ['me'] });
  }, [client]);

  /** Claims the push mission's reward unless it was paid; a mission not done yet (nothing delivered) waits. */
  const claim = useCallback(async () => {
    if (!me || status?.rewardClaimed) return;
    await apiPost(`/v1/users/missions/social/${encodeURIComponent(me.userId)}/push`, {
      schema: missionResult,
    }).catch(() => undefined);
  }, [me, status?.rewardClaimed]);

  const subscribeAndClaim = useCallback(async () => {
    if (!config || !me) return;
    if (config.provider === 'onesignal') await subscribeOneSignal(config.appId, me.userId);
    else if (config.publicKey) await subscribeWebPush(config.publicKey);
    // A browser that had its first notification before (subscribed again) is done already.
    await claim();
    showToast({ type: 'success', message: t('push.accepted') });
    refresh();
  }, [config, me, claim, refresh, t]);

  // The server's first notification reached this browser: the mission is done, its reward claimed.
  useEffect(() => {
    if (!pushAvailable() || !me) return;
    const onMessage = (e: MessageEvent<unknown>) => {
      const data = e.data as { type?: unknown; tag?: unknown } | null;
      if (data?.type === 'push' && data.tag === 'push-enabled') void claim().then(refresh);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [me, claim, refresh]);

  const deniedText = () => t(platformInfo().standalone ? 'push.deniedApp' : 'push.denied');

  /** The banner's / mission's accept button. */
  const accept = async () => {
    if (!pushAvailable()) return;
    setBusy(true);
    try {
      let permission = Notification.permission;
      if (permission === 'default') permission = await requestNotificationPermission();
      if (permission === 'granted') await subscribeAndClaim();
      else if (permission === 'denied') showToast({ type: 'error', message: deniedText() });
    } catch (e) {
      showToast({
        type: 'error',
        title: t('push.failed'),
        message: e instanceof Error ? e.message : t('push.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  // Permission changed outside the page (browser settings); one watch for the whole app.
  useEffect(() => {
    if (!pushAvailable() || !me) return;
    return watchNotificationPermission((state) => {
      if (state === 'granted' && status && !status.rewardClaimed) void subscribeAndClaim();
      if (state === 'denied') {
        showToast({ type: 'error', message: t('push.repeat') });
        void unsubscribeWebPush().then(refresh);
      }
    });
  }, [me, status, subscribeAndClaim, refresh, t]);

  return { config, status, accept, busy };
}
