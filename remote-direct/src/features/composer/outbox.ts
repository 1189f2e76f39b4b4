import { uploadResumable } from 'shared-client';
import { useValueStore } from 'shared-ui';
import type { DirectSendResult } from 'shared-contracts';
import { sendDirectLink, sendDirectPhoto, sendDirectText, applySendResult } from '../../queries';
import type { QueryClient } from '@tanstack/react-query';
import { linkify } from '../thread/linkify';
import { isBrowserOffline, isOffline } from '../realtime/connection';
import { SendQueue, type OutgoingMessage } from './send-queue';

let client: QueryClient | null = null;

function uploadId(): string {
  return `${Date.now()}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** Sends one outgoing message through the matching call (docs/behaviour/direct.md#sending). */
async function send(message: OutgoingMessage): Promise<void> {
  const targets = { threadIds: [message.threadId], clientContext: message.clientContext };
  let result: DirectSendResult;
  if (message.payload.kind === 'text') {
    const { text, replyToItemId } = message.payload;
    const withReply = { ...targets, repliedToItemId: replyToItemId };
    result = linkify(text).some((s) => s.kind === 'url')
      ? await sendDirectLink(withReply, text)
      : await sendDirectText(withReply, text);
  } else {
    const { file } = message.payload;
    const id = uploadId();
    const { width, height } = await imageSize(file);
    await uploadResumable(file, {
      media_type: 1,
      upload_id: id,
      upload_media_width: width,
      upload_media_height: height,
    });
    result = await sendDirectPhoto(targets, id);
  }
  if (client) applySendResult(client, result);
}

/** The page's one queue of outgoing direct messages. */
export const outbox = new SendQueue({
  send,
  isOffline,
  isBrowserOffline,
  newClientContext: () => crypto.randomUUID(),
  now: () => Date.now(),
});

/** Lets the outbox put sent messages into the query cache. */
export function bindOutbox(queryClient: QueryClient): void {
  client = queryClient;
}

/** The outgoing messages of a thread not confirmed yet, live. */
export function useOutgoing(threadId: string): OutgoingMessage[] {
  // `list` keeps one array per thread until the queue changes, as React's snapshots need.
  return useValueStore(outbox.messagesStore, () => outbox.list(threadId));
}
