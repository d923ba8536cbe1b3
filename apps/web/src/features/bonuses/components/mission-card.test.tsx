/**
 * A social mission card (spec 001 §3 Missions; decision 024): one that pays offers "Подписаться", then the check,
 * then the claim; one the network cannot confirm says it has no reward and never offers a check or a claim — only
 * the link, then "Вы подписаны" (and no progress bar: there is nothing to progress to).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MissionData } from '../api/missions.ts';
import { renderRu } from '../../../test/render.tsx';
import { MissionCard } from './mission-card.tsx';

const vk = (over: Partial<MissionData> = {}): MissionData => ({
  type: 'vk',
  name: 'Подпишитесь во ВКонтакте',
  description: 'Розыгрыши, промокоды и новости магазина.',
  prize: { kind: 'coins', amount: 10 },
  progress: 0,
  claimed: false,
  url: 'https://vk.com/dotacases',
  ...over,
});

const card = (mission: MissionData) =>
  renderRu(<MissionCard mission={mission} userId="5" onPush={() => {}} pushBusy={false} />, {
    bundles: ['bonuses'],
  });

afterEach(() => vi.unstubAllGlobals());

describe('a social mission card', () => {
  it('names its coins and offers the claim once the network confirmed the membership', () => {
    const unchecked = card(vk({ progress: 1 }));
    expect(screen.getByText(/Награда/).textContent).toContain('10');
    expect(screen.getByRole('button', { name: 'Проверить подписку' })).toBeTruthy();
    unchecked.unmount();
    card(vk({ progress: 3 }));
    expect(screen.getByRole('button', { name: 'Забрать награду' })).toBeTruthy();
  });

  it('without a reward: says so, opens the page and records the visit, and never offers a claim', async () => {
    const calls: { url: string; body: string }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
      return Promise.resolve(
        new Response(JSON.stringify({ data: { msg: 'checked', status: 'pending', progress: 1 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    const open = card(vk({ prize: null }));
    expect(screen.getByText('Без награды: эту подписку нельзя проверить')).toBeTruthy();
    expect(screen.queryByText(/Награда:/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const link = screen.getByRole('link', { name: 'Подписаться' });
    expect(link.getAttribute('href')).toBe('https://vk.com/dotacases');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ body: JSON.stringify({ type: 'vk' }) });
    expect(calls[0]!.url).toMatch(/\/v1\/users\/socials\/check$/);
    open.unmount();

    card(vk({ prize: null, progress: 3 }));
    expect(screen.getByText('Вы подписаны')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
