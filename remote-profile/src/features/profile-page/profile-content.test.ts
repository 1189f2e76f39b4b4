import { describe, expect, it } from 'vitest';
import { NO_FRIENDSHIP } from 'shared-contracts';
import { makeProfile } from '../../test-fixtures';
import { profileContent } from './profile-content';

const blocking = { ...NO_FRIENDSHIP, blocking: true };

describe('profileContent', () => {
  it('follows the server’s can_view_content', () => {
    expect(profileContent(makeProfile({ can_view_content: true }), null)).toBe('visible');
    expect(profileContent(makeProfile({ can_view_content: false }), null)).toBe('hidden');
  });

  it('is blocked for the blocker, from the profile or from a block made since', () => {
    const blockedProfile = makeProfile({ can_view_content: false, friendship_status: blocking });
    expect(profileContent(blockedProfile, null)).toBe('blocked');
    expect(profileContent(blockedProfile, blocking)).toBe('blocked');
    expect(profileContent(makeProfile({ can_view_content: true }), blocking)).toBe('blocked');
  });

  it('after an unblock, judges by the visibility rule until the profile is read again', () => {
    const blockedProfile = (isPrivate: boolean) =>
      makeProfile({ is_private: isPrivate, can_view_content: false, friendship_status: blocking });
    expect(profileContent(blockedProfile(false), NO_FRIENDSHIP)).toBe('visible');
    expect(profileContent(blockedProfile(true), NO_FRIENDSHIP)).toBe('hidden');
  });

  it('without can_view_content: public, followed or own accounts are visible', () => {
    expect(profileContent(makeProfile({ is_private: false }), null)).toBe('visible');
    expect(profileContent(makeProfile({ is_private: true }), null)).toBe('hidden');
    expect(profileContent(makeProfile({ is_private: true }), { ...NO_FRIENDSHIP, following: true })).toBe('visible');
    expect(profileContent(makeProfile({ is_private: true, is_viewer: true }), null)).toBe('visible');
  });
});
