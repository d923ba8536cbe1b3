/**
 * A new build (spec 000 §4, §8; issue 42): once build.json names another build than the one seen at start, the
 * page reloads at the next change of route, never in the middle of the page the player is on.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BUILD_POLL_MS, useNewBuildReload } from './use-new-build.ts';

function Shell() {
  useNewBuildReload();
  return <Link to="/next">next</Link>;
}

let build = 'first';
const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('PROD', true);
  build = 'first';
  reload.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: build }), { status: 200 }))),
  );
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderShell = async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell />
    </MemoryRouter>,
  );
  // The first build.json answer: the build this page was loaded with.
  await act(() => vi.advanceTimersByTimeAsync(0));
};

it('reloads at the next navigation after a new build, not before', async () => {
  await renderShell();
  build = 'second';
  await act(() => vi.advanceTimersByTimeAsync(BUILD_POLL_MS));
  expect(reload).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('link', { name: 'next' }));
  expect(reload).toHaveBeenCalledOnce();
});

it('does not reload on navigation while the build is the same', async () => {
  await renderShell();
  await act(() => vi.advanceTimersByTimeAsync(BUILD_POLL_MS));
  fireEvent.click(screen.getByRole('link', { name: 'next' }));
  expect(reload).not.toHaveBeenCalled();
});
