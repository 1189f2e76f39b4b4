import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, seedFirstScreenData } from 'shared-client/queries';
import { createTestQueryClient, fakeApiForEachTest, makeTestMedia, TestProviders } from 'shared-client/testing';
import TagScreen from './TagScreen';

const INFO = '/api/v1/tags/web_info/';
const SECTIONS = '/api/v1/tags/sunset/sections/';
const WITHHELD = { status: 403, body: { error_id: 'visitor_limit_reached', message: 'Log in to keep browsing.' } };
const INFO_ANSWER = {
  data: { id: 'sunset', name: 'sunset', media_count: 3, profile_pic_url: null, following: null },
  status: 'ok',
};

const api = fakeApiForEachTest();

function NotFound() {
  return <p>not found page</p>;
}

function renderAt(path: string, client: QueryClient = createTestQueryClient()) {
  return render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/explore/tags/:tag/" element={<TagScreen NotFound={NotFound} />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('TagScreen refused to a visitor past the limit', () => {
  it('shows a quiet placeholder instead of the header failure, with no Retry', async () => {
    api.on('GET', INFO, WITHHELD);
    api.on('GET', SECTIONS, WITHHELD);
    renderAt('/explore/tags/sunset/');
    expect(await screen.findByTestId('content-withheld')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText("Couldn't load this hashtag.")).toBeNull();
  });

  it('shows quiet placeholders instead of the grids when only they are refused', async () => {
    api.on('GET', INFO, INFO_ANSWER);
    api.on('GET', SECTIONS, WITHHELD);
    renderAt('/explore/tags/sunset/');
    expect(await screen.findByTestId('tag-count')).toBeTruthy();
    expect(await screen.findAllByTestId('content-withheld')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText("Couldn't load this hashtag.")).toBeNull();
  });

  it('still offers Retry for any other failure', async () => {
    api.on('GET', INFO, { status: 500, body: { error_id: 'internal', message: 'boom' } });
    api.on('GET', SECTIONS, { status: 500, body: { error_id: 'internal', message: 'boom' } });
    renderAt('/explore/tags/sunset/');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText("Couldn't load this hashtag.")).toBeTruthy();
    expect(screen.queryByTestId('content-withheld')).toBeNull();
  });
});

describe('TagScreen from the first screen the page came with', () => {
  it('draws the header, Top posts and Most recent from the seeded data, asking for none of them', () => {
    const empty = { items: [], more_available: false, next_max_id: null, status: 'ok' as const };
    api.on('GET', SECTIONS, empty);
    // The page's client (its freshness keeps the seeded data from being asked for again at once).
    const client = createQueryClient();
    const top = { ...empty, items: [makeTestMedia({ pk: '41', code: 'TopOne' })] };
    const recent = { ...empty, items: [makeTestMedia({ pk: '42', code: 'NewOne' }), makeTestMedia({ pk: '43' })] };
    seedFirstScreenData(client, { route: 'tag', tag: 'sunset', info: INFO_ANSWER.data, top, recent });
    renderAt('/explore/tags/sunset/', client);
    // Drawn on the first render, as the server draws it.
    expect(screen.getByTestId('tag-count').textContent).toBe('3 posts');
    expect(screen.getByTestId('tag-top').querySelectorAll('[data-testid="grid-post"]')).toHaveLength(1);
    expect(screen.getByTestId('tag-recent').querySelectorAll('[data-testid="grid-post"]')).toHaveLength(2);
    // A query that asked again would be fetching from its mount on.
    expect(client.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });
});
