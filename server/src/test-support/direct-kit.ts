import type { RealtimeServerEvent } from 'shared-contracts';
import { expect } from 'vitest';
import type { TestServer } from './test-app.js';
import { TestClient } from './test-client.js';
import { makeUser } from './fixtures.js';

/** Helpers of the direct-message tests: people with sessions, sends, and the events each one heard. */

export const DIRECT = '/api/v1/direct_v2';

export interface Person {
  id: number;
  idText: string;
  username: string;
  client: TestClient;
  /** Every realtime event published to this person so far. */
  events: RealtimeServerEvent[];
}

/** Makes an account, logs it in, and listens to what the realtime hub publishes to it. */
export async function person(server: TestServer, username: string, options: { isPrivate?: boolean } = {}) {
  const user = await makeUser(server.deps.db, username, options);
  const client = new TestClient(server.app);
  await client.login(username, 'password1');
  const events: RealtimeServerEvent[] = [];
  server.deps.realtime.subscribe(user.id, (event) => events.push(event));
  return { id: user.id, idText: String(user.id), username, client, events } satisfies Person;
}

let contexts = 0;
/** A fresh idempotency key. */
export const newContext = () => `ctx-${Date.now()}-${(contexts += 1)}`;

/** Sends a text to threads and/or people; answers the response. */
export function sendText(
  from: Person,
  targets: { threads?: string[]; users?: string[] },
  text: string,
  extra: Record<string, string> = {},
) {
  return from.client.post(`${DIRECT}/threads/broadcast/text/`, {
    ...(targets.threads ? { thread_ids: JSON.stringify(targets.threads) } : {}),
    ...(targets.users ? { recipient_users: JSON.stringify(targets.users) } : {}),
    text,
    client_context: newContext(),
    ...extra,
  });
}

/** Sends a text that must succeed; answers the thread id and item id. */
export async function sent(from: Person, targets: { threads?: string[]; users?: string[] }, text: string) {
  const response = await sendText(from, targets, text);
  expect(response.statusCode, response.body).toBe(200);
  const [first] = response.json().items as Array<{ thread_id: string; item: { item_id: string } }>;
  return { threadId: first!.thread_id, itemId: first!.item.item_id };
}

/** The thread as a person reads it (status and body). */
export async function readThread(reader: Person, threadId: string, query = '') {
  return reader.client.get(`${DIRECT}/threads/${threadId}/${query}`);
}

/** The texts of a thread's items as a person reads them, newest first. */
export async function textsOf(reader: Person, threadId: string): Promise<string[]> {
  const response = await readThread(reader, threadId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().thread.items as Array<{ text?: string }>).map((i) => i.text ?? '');
}

/** Creates a group of the creator and others; answers its id. */
export async function group(creator: Person, others: Person[], title = '') {
  const response = await creator.client.post(`${DIRECT}/create_group_thread/`, {
    recipient_users: JSON.stringify(others.map((o) => o.idText)),
    ...(title ? { thread_title: title } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().thread_id as string;
}
