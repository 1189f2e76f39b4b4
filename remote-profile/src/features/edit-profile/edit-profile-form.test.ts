import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test-fixtures';
import { editFromForm, formFromProfile, validateEditForm, type EditProfileForm } from './edit-profile-form';

const base = (): EditProfileForm =>
  formFromProfile(
    makeProfile({
      full_name: '林小雨',
      username: 'lin.xiaoyu',
      biography: 'hi',
      bio_links: [
        { link_type: 'facebook', url: 'https://facebook.com/x', lynx_url: 'https://l.example/x', title: 'FB' },
      ],
    }),
  );

describe('validateEditForm', () => {
  it('accepts the profile as it is', () => {
    expect(validateEditForm(base())).toEqual({});
  });

  it('applies the username rules', () => {
    for (const username of ['', 'a b', '.dot', 'dot.', 'two..dots', 'x'.repeat(31)])
      expect(validateEditForm({ ...base(), username }).username).toBe('invalid');
    // A reserved word is well formed: it is not available, as the server says.
    expect(validateEditForm({ ...base(), username: 'explore' }).username).toBe('taken');
    expect(validateEditForm({ ...base(), username: 'ok_name.2' }).username).toBeUndefined();
  });

  it('limits the name to 64 and the bio to 150 characters', () => {
    expect(validateEditForm({ ...base(), fullName: 'x'.repeat(65) }).fullName).toBe('too-long');
    expect(validateEditForm({ ...base(), fullName: 'x'.repeat(64) }).fullName).toBeUndefined();
    expect(validateEditForm({ ...base(), biography: '字'.repeat(151) }).biography).toBe('too-long');
    expect(validateEditForm({ ...base(), biography: '字'.repeat(150) }).biography).toBeUndefined();
  });

  it('allows up to 5 web links', () => {
    const link = { title: '', url: 'example.com' };
    expect(validateEditForm({ ...base(), links: Array(5).fill(link) }).links).toBeUndefined();
    expect(validateEditForm({ ...base(), links: Array(6).fill(link) }).links).toBe('too-many');
    expect(validateEditForm({ ...base(), links: [{ title: '', url: 'javascript:alert(1)' }] }).links).toBe(
      'invalid-url',
    );
    expect(validateEditForm({ ...base(), links: [{ title: 'no url', url: '' }] }).links).toBe('invalid-url');
  });
});

describe('editFromForm', () => {
  it('sends nothing when nothing changed', () => {
    expect(editFromForm(base(), base())).toBeNull();
  });

  it('sends only the changed fields, trimmed', () => {
    expect(editFromForm(base(), { ...base(), fullName: ' 小雨 ', isPrivate: true })).toEqual({
      full_name: '小雨',
      is_private: true,
    });
  });

  it('sends every link when the links changed, with a scheme added', () => {
    const form = { ...base(), links: [...base().links, { title: '', url: 'example.com/me' }, { title: '', url: '' }] };
    expect(editFromForm(base(), form)).toEqual({
      bio_links: [{ title: 'FB', url: 'https://facebook.com/x' }, { url: 'https://example.com/me' }],
    });
  });
});
