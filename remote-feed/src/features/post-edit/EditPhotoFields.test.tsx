import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { installFakeApi, makeTestUser, type FakeApi } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import type { EditPhoto } from './edit-draft';
import { EditPhotoFields } from './EditPhotoFields';

// A photo's tags in the post edit (docs/behaviour/media.md#editing-a-post).

let api: FakeApi;
beforeEach(() => {
  localeStore.setLocale('en');
  api = installFakeApi();
});
afterEach(() => {
  cleanup();
  api.restore();
});

const photo: EditPhoto = {
  pk: null,
  src: undefined,
  altText: '',
  tags: [{ pk: '1', username: 'ann', x: 0.2, y: 0.8 }],
};

describe('EditPhotoFields', () => {
  it('tags a person picked in the search at the photo’s centre, and removes a tag', async () => {
    const onChange = vi.fn();
    renderInApp(<EditPhotoFields photo={photo} label="Photo 1" onChange={onChange} />);
    api.on('GET', '/api/v1/web/search/topsearch/', {
      users: [{ position: 0, user: { ...makeTestUser({ pk: '2', username: 'ben' }), follower_count: 1 } }],
      hashtags: [],
      places: [],
      status: 'ok',
    });
    fireEvent.change(screen.getByTestId('edit-tag-search'), { target: { value: 'b' } });
    await waitFor(() => expect(screen.getAllByTestId('edit-tag-search-option')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('edit-tag-search-option'));
    expect(onChange).toHaveBeenLastCalledWith({
      ...photo,
      tags: [
        { pk: '1', username: 'ann', x: 0.2, y: 0.8 },
        { pk: '2', username: 'ben', x: 0.5, y: 0.5 },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /ann/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...photo, tags: [] });
  });
});
