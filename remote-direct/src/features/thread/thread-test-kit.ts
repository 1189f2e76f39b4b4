import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { installDialogPolyfill } from 'shared-ui/testing';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { fixtureUser, VIEWER_ID } from '../inbox/thread.fixture';

/**
 * What every test of a thread screen starts from: dialogs that open in jsdom, English, the fixture
 * viewer logged in, and a fake API that answers presence. Answers the API (restore it after).
 */
export function startThreadScreen(): FakeApi {
  installDialogPolyfill();
  localeStore.setLocale('en');
  sessionStore.setSession(fixtureUser(VIEWER_ID, { username: 'demo' }));
  const api = installFakeApi();
  api.on('GET', '/api/v1/direct_v2/get_presence/', { user_presence: {}, status: 'ok' });
  return api;
}
