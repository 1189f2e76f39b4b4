// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TopSearch } from 'shared-contracts';
import type { Venue } from 'shared-client';
import type { FoundUser } from 'shared-client/queries';
import { createTestQueryClient, fakeApiForEachTest, makeTestUser, TestProviders } from 'shared-client/testing';
import { PeopleChipsField } from './PeopleChipsField.js';
import { PeopleSearchField } from './PeopleSearchField.js';
import { PlaceSearchField } from './PlaceSearchField.js';

// The people and place search boxes of Create and the post editor (docs/behaviour/creation.md#details-step).

const SEARCH = '/api/v1/web/search/topsearch/';
const PLACES = '/api/v1/location_search/';

const api = fakeApiForEachTest();

const people = (usernames: string[]): TopSearch => ({
  users: usernames.map((username, position) => ({
    position,
    user: { ...makeTestUser({ pk: username, id: username, username }), follower_count: 1 },
  })),
  hashtags: [],
  places: [],
  status: 'ok',
});
const venue = (name: string): Venue => ({ external_id: name, name, address: `${name} street`, lat: 1, lng: 2 });

const show = (element: ReactElement) =>
  render(<TestProviders client={createTestQueryClient()}>{element}</TestProviders>);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const NEAR = { latitude: 31.2, longitude: 121.5 };
const showPeople = (onPick: (user: FoundUser) => void) =>
  show(
    <PeopleSearchField
      label="Tag"
      placeholder="Search"
      noneText="No one"
      exclude={['ben']}
      onPick={onPick}
      testId="tag"
    />,
  );
const showPlaces = (props: Partial<ComponentProps<typeof PlaceSearchField>>) =>
  show(
    <PlaceSearchField
      label="Place"
      placeholder="Find"
      noneText="None"
      rankToken="r"
      onPick={vi.fn()}
      testId="place"
      {...props}
    />,
  );
const optionNames = (testId: string) => screen.queryAllByTestId(`${testId}-option`).map((option) => option.textContent);

describe('PeopleChipsField', () => {
  const showChips = (chosen: string[], onChange = vi.fn()) =>
    show(
      <PeopleChipsField
        people={chosen.map((username) => ({ pk: username, username, x: 0.2 }))}
        onChange={onChange}
        added={{ x: 0.5 }}
        max={2}
        exclude={['me']}
        removeButton={(person, remove) => (
          <button type="button" aria-label={`Remove ${person.username}`} onClick={remove} />
        )}
        listLabel="Chosen"
        fullText="Full"
        label="Invite"
        placeholder="Search"
        noneText="No one"
        testId="collab"
      />,
    );

  it('offers no one chosen nor excluded, adds the one picked last (with `added`) and removes a chip', async () => {
    api.on('GET', SEARCH, people(['me', 'ana', 'ben']));
    const onChange = vi.fn();
    showChips(['ana'], onChange);
    expect(screen.getAllByTestId('collab-chip').map((chip) => chip.textContent)).toEqual(['ana']);
    type('collab', 'a');
    await waitFor(() => expect(optionNames('collab')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('collab-option'));
    expect(onChange).toHaveBeenLastCalledWith([
      { pk: 'ana', username: 'ana', x: 0.2 },
      { pk: 'ben', username: 'ben', x: 0.5 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove ana' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('says it is full instead of searching once max are chosen', () => {
    showChips(['ana', 'ben']);
    expect(screen.getByText('Full')).toBeTruthy();
    expect(screen.queryByTestId('collab')).toBeNull();
  });
});

describe('PeopleSearchField', () => {
  it('offers the people found less those excluded, and gives the one picked', async () => {
    api.on('GET', SEARCH, people(['ana', 'ben', 'cai']));
    const onPick = vi.fn();
    showPeople(onPick);
    type('tag', 'a');
    await waitFor(() => expect(optionNames('tag')).toHaveLength(2));
    expect(optionNames('tag').join()).toMatch(/^ana.*,cai/);
    fireEvent.click(screen.getAllByTestId('tag-option')[1]!);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ pk: 'cai', username: 'cai' }));
    expect(screen.getByTestId<HTMLInputElement>('tag').value).toBe('');
  });

  it('says no one was found only once the search answered what is typed', async () => {
    api.on('GET', SEARCH, people(['ben']));
    showPeople(vi.fn());
    type('tag', 'b');
    expect(screen.queryByText('No one')).toBeNull();
    await screen.findByText('No one');
    expect(api.requests.map((request) => request.query.get('query'))).toEqual(['@b']);
  });
});

describe('PlaceSearchField', () => {
  it('suggests the places near a photo before anything is typed, under the heading', async () => {
    api.on('GET', PLACES, { venues: [venue('Harbour')], rank_token: 'r', status: 'ok' });
    showPlaces({ near: NEAR, nearHeading: 'Nearby' });
    await waitFor(() => expect(optionNames('place')).toEqual(['HarbourHarbour street']));
    expect(screen.getByText('Nearby')).toBeTruthy();
    expect(api.requests[0]!.query.get('latitude')).toBe('31.2');
    expect(api.requests[0]!.query.get('search_query')).toBeNull();
  });

  it('asks only once typed without a position, gives the place picked, and asks nothing disabled', async () => {
    api.on('GET', PLACES, { venues: [venue('Bund')], rank_token: 'r', status: 'ok' });
    const onPick = vi.fn();
    const view = showPlaces({ onPick });
    expect(api.requests).toHaveLength(0);
    type('place', 'bu');
    await waitFor(() => expect(optionNames('place')).toHaveLength(1));
    expect(api.requests[0]!.query.get('search_query')).toBe('bu');
    expect(api.requests[0]!.query.get('latitude')).toBeNull();
    fireEvent.click(screen.getByTestId('place-option'));
    expect(onPick).toHaveBeenCalledWith(venue('Bund'));
    view.unmount();
    // Disabled, even a position asks nothing (with one enabled, it asks at once: the test above).
    showPlaces({ near: NEAR, disabled: true, onPick });
    expect(api.requests).toHaveLength(1);
  });
});
