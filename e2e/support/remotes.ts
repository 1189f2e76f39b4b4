import type { APIRequestContext } from '@playwright/test';
import { apiUrl, url } from './fixtures';

/**
 * The folder a remote's files are served from, as the shell finds it in the remote manifest (under
 * the shell's origin in one-port mode, the remote's own origin in stack mode), ending in '/'.
 */
export async function remoteFolder(request: APIRequestContext, name: string): Promise<string> {
  const manifest = (await (await request.get(`${apiUrl()}/remotes.json`)).json()) as {
    remotes: Array<{ name: string; entry: string }>;
  };
  const entry = manifest.remotes.find((remote) => remote.name === name)?.entry ?? `/remotes/${name}/`;
  return new URL('.', new URL(entry, url('/'))).href;
}
