/**
 * The trade providers panel and the provider switch of the withdrawal queue (issue 46): each provider in its order
 * with its circuit and the marketplace's balance against its floor, an alert when buying is paused for its balance;
 * a waiting withdrawal offered to another provider when the shop runs two, the choice sent to the server.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleWithdrawal } from '../../../api/endpoints/get-console-withdrawals.ts';
import type { ConsoleTradeProvider } from '../../../api/endpoints/get-console-withdrawal-providers.ts';
import { renderRu } from '../../../test/render.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalProviders } from './withdrawal-providers.tsx';

const provider = (over: Partial<ConsoleTradeProvider>): ConsoleTradeProvider => ({
  provider: 'steam',
  order: 1,
  balance: null,
  minBalance: null,
  low: false,
  checkedAt: null,
  circuit: null,
  open: 0,
  held: 0,
  ...over,
});

const rowsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((c) => c.textContent?.replace(/\s/g, ' ')),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the trade providers panel', () => {
  it('lists the providers in order and alerts when the marketplace’s balance paused buying', () => {
    const checked = new Date(Date.now() - 3 * 60_000).toISOString();
    const r = renderRu(
      <WithdrawalProviders
        providers={[
          provider({ open: 2, held: 1 }),
          provider({
            provider: 'market',
            order: 2,
            balance: 400,
            minBalance: 500,
            low: true,
            checkedAt: checked,
            circuit: 'closed',
            open: 1,
            held: 1,
          }),
        ]}
      />,
      { bundles: ['console'] },
    );
    expect(r.getByRole('alert').textContent?.replace(/\s/g, ' ')).toBe(
      'Маркет: баланс 400 ₽ ниже порога 500 ₽ — покупки на паузе. Пополните счёт на маркете.',
    );
    expect(rowsOf(r.container)).toEqual([
      ['1', 'Свой Steam-бот', '—', '—', '2', '1'],
      ['2', 'Маркет', 'в норме', '400 ₽ (порог 500 ₽), проверен 3 мин назад', '1', '1'],
    ]);
    r.unmount();
  });

  it('says nothing alarming while every balance is above its floor', () => {
    const r = renderRu(
      <WithdrawalProviders
        providers={[
          provider({ provider: 'market', balance: 9000, minBalance: 500, circuit: 'open' }),
        ]}
      />,
      { bundles: ['console'] },
    );
    expect(r.queryByRole('alert')).toBeNull();
    expect(r.getByText('пауза после сбоев').className).toContain('console-badge--bad');
    r.unmount();
  });
});

describe('the provider switch', () => {
  const waiting = {
    id: '7',
    state: 'PREPARING',
    provider: 'market',
    pinnedProvider: null,
    holdReason: 'no_offers',
    itemName: 'Dragonclaw Hook',
  } as unknown as ConsoleWithdrawal;

  it('is offered for a waiting withdrawal when the shop runs two providers, and sends the choice', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(init.body as string) as unknown });
      return Promise.resolve(
        new Response(
          JSON.stringify({ success: false, data: { code: 'withdrawal_state', message: 'x' } }),
          {
            status: 409,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    });
    const r = renderRu(<WithdrawalActions w={waiting} providers={['steam', 'market']} />, {
      bundles: ['console'],
    });
    fireEvent.click(r.getByRole('button', { name: 'Сменить провайдера' }));
    const select = r.getByLabelText('Провайдер') as HTMLSelectElement;
    // The one it is not with is offered first.
    expect(select.value).toBe('steam');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Свой Steam-бот', 'Маркет']);
    fireEvent.click(r.getByRole('button', { name: 'Передать' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toMatch(/\/v1\/admin\/withdrawals\/7\/provider$/);
    expect(calls[0]!.body).toEqual({ provider: 'steam' });
    r.unmount();
  });

  it('is not offered with one provider, nor once a provider is delivering it', () => {
    const one = renderRu(<WithdrawalActions w={waiting} providers={['market']} />, {
      bundles: ['console'],
    });
    expect(one.queryByRole('button', { name: 'Сменить провайдера' })).toBeNull();
    one.unmount();
    const sent = renderRu(
      <WithdrawalActions w={{ ...waiting, state: 'send' }} providers={['steam', 'market']} />,
      { bundles: ['console'] },
    );
    expect(within(sent.container).getByRole('button', { name: 'Отменить' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сменить провайдера' })).toBeNull();
    sent.unmount();
    // Asked to deliver (a provider, no hold): a purchase or an offer is on its way.
    const delivering = renderRu(
      <WithdrawalActions w={{ ...waiting, holdReason: null }} providers={['steam', 'market']} />,
      { bundles: ['console'] },
    );
    expect(screen.queryByRole('button', { name: 'Сменить провайдера' })).toBeNull();
    delivering.unmount();
    // Not yet handed to any provider: offered.
    const fresh = renderRu(
      <WithdrawalActions
        w={{ ...waiting, provider: null, holdReason: null }}
        providers={['steam', 'market']}
      />,
      { bundles: ['console'] },
    );
    expect(screen.getByRole('button', { name: 'Сменить провайдера' })).toBeTruthy();
    fresh.unmount();
  });
});
