import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayedBioLinks } from 'shared-contracts';
import { ProfileSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
let me: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  await makeUser(server.deps.db, 'editor');
  await makeUser(server.deps.db, 'Taken.Name');
  me = new TestClient(server.app);
  await me.login('editor', 'password1');
});
afterAll(() => server.close());

const edit = (form: Record<string, string>) => me.post('/api/v1/web/accounts/edit/', form);

describe('profile edit', () => {
  it('changes name, bio, links and username, answering the profile', async () => {
    const response = await edit({
      full_name: ' Ed Itor ',
      biography: 'Hello there',
      bio_links: JSON.stringify([{ title: 'Site', url: 'https://example.com/ed' }]),
      username: 'ed.itor_2',
    });
    expect(response.statusCode).toBe(200);
    const user = response.json().user;
    expect(() => ProfileSchema.parse(user)).not.toThrow();
    expect(user).toMatchObject({
      username: 'ed.itor_2',
      full_name: 'Ed Itor',
      biography: 'Hello there',
      bio_links: [
        { link_type: 'other', url: 'https://example.com/ed', lynx_url: 'https://example.com/ed', title: 'Site' },
      ],
      is_viewer: true,
    });
    expect((await me.get('/api/v1/users/web_profile_info/?username=ed.itor_2')).statusCode).toBe(200);
    expect((await me.get('/api/v1/users/web_profile_info/?username=editor')).statusCode).toBe(404);
    // Changing only the case of one's own name is allowed.
    expect((await edit({ username: 'Ed.Itor_2' })).json().user.username).toBe('Ed.Itor_2');
  });

  it.each([
    ['.dot', 400],
    ['dot.', 400],
    ['two..dots', 400],
    ['has space', 400],
    ['a'.repeat(31), 400],
    ['explore', 400],
    ['taken.name', 409],
    ['TAKEN.NAME', 409],
  ])('refuses the username %s (%i) and changes nothing', async (username, status) => {
    const before = (await me.get('/api/v1/web/data/shared_data/')).json().config.viewer.username;
    const response = await edit({ username, full_name: 'Should Not Stick' });
    expect(response.statusCode).toBe(status);
    if (status === 409)
      expect(response.json()).toMatchObject({ error_id: 'username_taken', message: 'This username is not available.' });
    else
      expect(response.json()).toMatchObject({
        error_id: 'validation_failed',
        fields: { username: expect.any(String) },
      });
    const after = (await me.get('/api/v1/web/data/shared_data/')).json().config.viewer;
    expect(after.username).toBe(before);
    expect(after.full_name).toBe('Ed Itor');
  });

  it('classifies links by host when saved, so a visitor sees whatsapp dropped and facebook by its alternative', async () => {
    const saved = await edit({
      bio_links: JSON.stringify([
        { title: 'Chat', url: 'https://wa.me/8613800000000' },
        { title: 'Page', url: 'https://m.facebook.com/ed.page/?fbclid=tracking' },
        { title: 'Site', url: 'https://example.com/ed' },
        { url: 'https://notfacebook.com/ed' },
      ]),
    });
    expect(saved.statusCode).toBe(200);
    const username = saved.json().user.username as string;
    // Read back as someone else would: the stored kinds and addresses, then the display rules.
    const visitor = new TestClient(server.app);
    const read = await visitor.get(`/api/v1/users/web_profile_info/?username=${username}`);
    const profile = ProfileSchema.parse(read.json().data.user);
    expect(profile.bio_links).toEqual([
      {
        link_type: 'whatsapp',
        url: 'https://wa.me/8613800000000',
        lynx_url: 'https://wa.me/8613800000000',
        title: 'Chat',
      },
      {
        link_type: 'facebook',
        url: 'https://m.facebook.com/ed.page/?fbclid=tracking',
        lynx_url: 'https://www.facebook.com/ed.page/',
        title: 'Page',
      },
      { link_type: 'other', url: 'https://example.com/ed', lynx_url: 'https://example.com/ed', title: 'Site' },
      { link_type: 'other', url: 'https://notfacebook.com/ed', lynx_url: 'https://notfacebook.com/ed', title: '' },
    ]);
    expect(displayedBioLinks(profile.bio_links).map((link) => link.href)).toEqual([
      'https://www.facebook.com/ed.page/',
      'https://example.com/ed',
      'https://notfacebook.com/ed',
    ]);
  });

  it('refuses a too long bio, bad links and logged-out edits', async () => {
    expect((await edit({ biography: 'x'.repeat(151) })).statusCode).toBe(400);
    expect((await edit({ bio_links: JSON.stringify([{ url: 'javascript:alert(1)' }]) })).statusCode).toBe(400);
    expect((await edit({ bio_links: 'not json' })).statusCode).toBe(400);
    const six = Array.from({ length: 6 }, (_, i) => ({ url: `https://example.com/${i}` }));
    expect((await edit({ bio_links: JSON.stringify(six) })).statusCode).toBe(400);
    const anonymous = await new TestClient(server.app).post('/api/v1/web/accounts/edit/', { full_name: 'x' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes the account private', async () => {
    expect((await edit({ is_private: 'true' })).json().user.is_private).toBe(true);
    const stranger = new TestClient(server.app);
    const profile = (await stranger.get('/api/v1/users/web_profile_info/?username=Ed.Itor_2')).json().data.user;
    expect(profile.can_view_content).toBe(false);
  });
});
