import { expect } from 'vitest';
import type { Marker, MatrixViewer } from './privacy-world.js';
import type { TestClient } from './test-client.js';
import { jpeg } from './fixtures.js';
import { uploadAll } from './upload-test-kit.js';

const D = '/api/v1/direct_v2';

/** How the direct history of the authorization matrix's world is planted. */
export interface DirectHistoryPlanting {
  owner: TestClient;
  stranger: TestClient;
  users: { follower: number; stranger: number };
  /** Plants a marker text for these viewers (an empty set: nobody may ever see it). */
  plant(what: string, visibleTo: ReadonlySet<MatrixViewer>): string;
  markers: Marker[];
}

let uploads = 0;

/** Sends a photo from the owner into a thread; answers the message id and the storage keys of its files. */
async function sendPhoto(owner: TestClient, threadId: string) {
  const uploadId = String(9_100_000 + (uploads += 1));
  await uploadAll(owner, uploadId, await jpeg(40, 30, '#8e44ad'));
  const response = await owner.post(`${D}/threads/broadcast/configure_photo/`, {
    thread_ids: JSON.stringify([threadId]),
    client_context: `matrix-photo-${uploadId}`,
    upload_id: uploadId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const item = response.json().items[0].item as {
    item_id: string;
    media: { image_versions2: { candidates: Array<{ url: string }> } };
  };
  return {
    itemId: item.item_id,
    keys: item.media.image_versions2.candidates.map((c) => c.url.replace(/^.*\/media\//, '')),
  };
}

/**
 * A group of the owner, the follower and the stranger, through the API as people make it: the
 * stranger reads what came before they were removed (its name, a message) and nothing after (the
 * new name, a later message, a later photo's files), as a former member
 * (docs/behaviour/direct.md#who-sees-a-thread). And a photo the owner sent the follower and
 * unsent: its files are nobody's any more (docs/behaviour/direct.md#photos).
 */
export async function plantDirectHistory(p: DirectHistoryPlanting): Promise<void> {
  const before = new Set<MatrixViewer>(['owner', 'follower', 'stranger']);
  const members = new Set<MatrixViewer>(['owner', 'follower']);
  const created = await p.owner.post(`${D}/create_group_thread/`, {
    recipient_users: JSON.stringify([String(p.users.follower), String(p.users.stranger)]),
    thread_title: p.plant('group title before', before),
  });
  expect(created.statusCode, created.body).toBe(200);
  const groupId = created.json().thread_id as string;
  const approved = await p.stranger.post(`${D}/threads/approve_multiple/`, { thread_ids: JSON.stringify([groupId]) });
  expect(approved.statusCode, approved.body).toBe(200);
  const send = async (text: string) => {
    const response = await p.owner.post(`${D}/threads/broadcast/text/`, {
      thread_ids: JSON.stringify([groupId]),
      client_context: `matrix-${text}`,
      text,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items[0].item.item_id as string;
  };
  await send(p.plant('group message before', before));
  const removed = await p.owner.post(`${D}/threads/${groupId}/remove_users/`, {
    user_ids: JSON.stringify([String(p.users.stranger)]),
  });
  expect(removed.statusCode, removed.body).toBe(200);
  const renamed = await p.owner.post(`${D}/threads/${groupId}/update_title/`, {
    title: p.plant('group title after', members),
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  await send(p.plant('group message after', members));
  const later = await sendPhoto(p.owner, groupId);
  for (const key of later.keys)
    p.markers.push({ text: key, what: `private file ${key}, sent after the stranger was removed`, visibleTo: members });

  const oneToOne = await p.owner.post(`${D}/create_group_thread/`, {
    recipient_users: JSON.stringify([String(p.users.follower)]),
  });
  expect(oneToOne.statusCode, oneToOne.body).toBe(200);
  const unsent = await sendPhoto(p.owner, oneToOne.json().thread_id as string);
  const gone = await p.owner.post(
    `${D}/threads/${oneToOne.json().thread_id as string}/items/${unsent.itemId}/delete/`,
    {},
  );
  expect(gone.statusCode, gone.body).toBe(200);
  for (const key of unsent.keys)
    p.markers.push({ text: key, what: `private file ${key}, of an unsent direct photo`, visibleTo: new Set() });
}
