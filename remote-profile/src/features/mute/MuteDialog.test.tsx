import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FRIENDSHIP, type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { makeProfile } from '../../test-fixtures';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { MuteDialog } from './MuteDialog';

const MUTE = '/api/v1/friendships/mute_posts_or_story_from_follow/';

const harness = eachTestWithFakeApi();

describe('MuteDialog', () => {
  it('mutes only what was switched on, announces it, and says so', async () => {
    harness.api.on('POST', MUTE, {
      friendship_status: { ...NO_FRIENDSHIP, muting: true },
      mute_options: { posts: true, story: false },
      status: 'ok',
    });
    const changes: Array<AppEvents['mute-changed']> = [];
    const listen = (change: AppEvents['mute-changed']) => changes.push(change);
    eventBus.on('mute-changed', listen);
    const onClose = vi.fn();
    renderInApp(
      <MuteDialog profile={makeProfile({ mute_options: { posts: false, story: false } })} onClose={onClose} />,
    );
    screen.getByRole('dialog', { name: 'Mute lin.xiaoyu' });
    fireEvent.click(screen.getByRole('switch', { name: 'Posts' }));
    fireEvent.click(screen.getByTestId('mute-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(
      harness.api.requests.map((request) => [request.path, request.form.get('posts'), request.form.get('story')]),
    ).toEqual([[MUTE, 'true', 'false']]);
    expect(changes).toEqual([{ userId: '2', posts: true, story: false }]);
    expect(harness.toasts.messages).toEqual(['lin.xiaoyu is muted']);
    eventBus.off('mute-changed', listen);
  });

  it('starts from the options the profile reports, and a failure shows a generic error', async () => {
    harness.api.on('POST', '/api/v1/friendships/unmute_posts_or_story_from_follow/', {
      status: 500,
      body: { error_id: 'internal', message: 'boom' },
    });
    const onClose = vi.fn();
    renderInApp(
      <MuteDialog profile={makeProfile({ mute_options: { posts: false, story: true } })} onClose={onClose} />,
    );
    const story = screen.getByRole('switch', { name: 'Story' });
    expect((story as HTMLInputElement).checked).toBe(true);
    fireEvent.click(story);
    fireEvent.click(screen.getByTestId('mute-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(harness.toasts.messages).toEqual(['Something went wrong. Please try again later.']);
  });
});
