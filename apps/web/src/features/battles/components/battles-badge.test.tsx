/**
 * The battles notification count (spec 001 §2 "Battles page: the notification count is the number of private battles
 * that are started or created; it shows a red 1 when the user is in a battle"): `notificationCount`
 * (api/get-battle-status.ts) decides the number, the badge (battles-badge.tsx) shows it from
 * `GET /battles-api/status` — nothing at 0, and nothing for a visitor, who is never asked about.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rereadCookies } from '../../../api/cookies.ts';
import { renderRu } from '../../../test/render.tsx';
import { notificationCount, useBattleStatus } from '../api/get-battle-status.ts';
import { BattlesBadge } from './battles-badge.tsx';

describe('notificationCount', () => {
  it('is 1 while the player is in a battle, whatever their private battles', () => {
    expect(notificationCount({ inBattle: true, privateCount: 0 })).toBe(1);
    expect(notificationCount({ inBattle: true, privateCount: 4 })).toBe(1);
  });

  it('is the number of private battles under way otherwise, and 0 with none or no status', () => {
    expect(notificationCount({ inBattle: false, privateCount: 3 })).toBe(3);
    expect(notificationCount({ inBattle: false, privateCount: 0 })).toBe(0);
    expect(notificationCount(undefined)).toBe(0);
  });
});

describe('the battles badge', () => {
  let fetch: ReturnType<typeof vi.fn>;
  /** The server's status answer: in a battle or not, with `privateCount` private battles under way. */
  function status(inBattle: boolean, privateCount: number) {
    fetch = vi.fn((url: string) =>
      Promise.resolve(
        url === '/battles-api/status'
          ? new Response(
              JSON.stringify({
                active_battle_ulid: inBattle ? '01JB0000000000000000000000' : null,
                in_battle: inBattle,
                private_count: privateCount,
              }),
              { status: 200, headers: { 'content-type': 'application/json' } },
            )
          : new Response('{}', { status: 404 }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
  }

  /** Says when the status has been read, so that an absent badge is a decision, not a wait. */
  function StatusRead() {
    return useBattleStatus().isSuccess ? <span>status read</span> : null;
  }
  const render = () =>
    renderRu(
      <>
        <BattlesBadge />
        <StatusRead />
      </>,
      { bundles: ['battles'] },
    );
  const signIn = () => {
    document.cookie = 'signed_in=1; path=/';
    rereadCookies();
  };

  afterEach(() => {
    document.cookie = 'signed_in=; max-age=0; path=/';
    rereadCookies();
    vi.unstubAllGlobals();
  });

  it('shows a red 1 while the player is in a battle', async () => {
    signIn();
    status(true, 3);
    render();
    const badge = await screen.findByLabelText('1 активная битва');
    expect(badge.textContent).toBe('1');
    expect(badge.className).toBe('battles-badge');
    // Red: the badge's rule (happy-dom lays out no CSS, so the stylesheet is read; the URL class here is happy-dom's).
    const here = dirname(fileURLToPath(import.meta.url));
    const badgeCss = readFileSync(join(here, 'badge.css'), 'utf8');
    expect(/\.battles-badge\s*\{[^}]*background:\s*var\(--red\)/.exec(badgeCss)).not.toBeNull();
  });

  it('shows the number of private battles under way otherwise', async () => {
    signIn();
    status(false, 3);
    render();
    expect((await screen.findByLabelText('3 активные битвы')).textContent).toBe('3');
  });

  it('shows nothing at 0', async () => {
    signIn();
    status(false, 0);
    const { container } = render();
    await screen.findByText('status read');
    expect(container.querySelector('.battles-badge')).toBeNull();
  });

  it('shows nothing to a visitor and never asks for the status', async () => {
    status(true, 2);
    const { container } = render();
    // A signed-in render asks in the effects of its first render, which render() has run; let any answer land.
    await act(() => Promise.resolve());
    expect(screen.queryByText('status read')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector('.battles-badge')).toBeNull();
  });
});
