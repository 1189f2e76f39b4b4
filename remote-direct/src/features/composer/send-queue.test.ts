import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared-contracts';
import { SendQueue, type OutgoingMessage } from './send-queue';

function setup() {
  let offline = false;
  let socketDown = false;
  let n = 0;
  const sent: OutgoingMessage[] = [];
  const answers: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const queue = new SendQueue({
    send: (message) => {
      sent.push(message);
      return new Promise<void>((resolve, reject) => {
        answers.push({ resolve: () => resolve(), reject });
      });
    },
    isOffline: () => offline || socketDown,
    isBrowserOffline: () => offline,
    newClientContext: () => `ctx-${++n}`,
    now: () => 1000,
  });
  return {
    queue,
    sent,
    answers,
    setOffline: (value: boolean) => {
      offline = value;
    },
    setSocketDown: (value: boolean) => {
      socketDown = value;
    },
  };
}

const networkError = () => new ApiError(0, 'network', 'offline');
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SendQueue', () => {
  it('shows a message as sending at once and forgets it when the server has it', async () => {
    const { queue, sent, answers } = setup();
    queue.enqueue('t', { kind: 'text', text: 'hi' });
    expect(queue.list('t').map((m) => m.status)).toEqual(['sending']);
    expect(sent[0]?.clientContext).toBe('ctx-1');
    answers[0]?.resolve();
    await flushPromises();
    expect(queue.list('t')).toEqual([]);
  });

  it('holds a message written offline and sends the queue in order when the connection returns', async () => {
    const { queue, sent, answers, setOffline } = setup();
    setOffline(true);
    queue.enqueue('t', { kind: 'text', text: 'one' });
    queue.enqueue('t', { kind: 'text', text: 'two' });
    expect(queue.list('t').map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(sent).toHaveLength(0);
    setOffline(false);
    const flushed = queue.flush();
    await flushPromises();
    expect(sent.map((m) => m.payload)).toEqual([{ kind: 'text', text: 'one' }]);
    answers[0]?.resolve();
    await flushPromises();
    answers[1]?.resolve();
    await flushed;
    expect(sent.map((m) => m.clientContext)).toEqual(['ctx-1', 'ctx-2']);
    expect(queue.list('t')).toEqual([]);
  });

  it('queues a send that fails for want of a connection while offline, and keeps its client context', async () => {
    const { queue, sent, answers, setOffline } = setup();
    queue.enqueue('t', { kind: 'text', text: 'hi' });
    setOffline(true);
    answers[0]?.reject(networkError());
    await flushPromises();
    expect(queue.list('t')[0]?.status).toBe('queued');
    setOffline(false);
    void queue.flush();
    await flushPromises();
    expect(sent.map((m) => m.clientContext)).toEqual(['ctx-1', 'ctx-1']);
  });

  it('marks a refused send failed, and Retry sends it again with the same client context', async () => {
    const { queue, sent, answers } = setup();
    queue.enqueue('t', { kind: 'text', text: 'hi' });
    answers[0]?.reject(new ApiError(500, 'internal', 'HTTP 500'));
    await flushPromises();
    expect(queue.list('t')[0]?.status).toBe('failed');
    queue.retry('ctx-1');
    expect(queue.list('t')[0]?.status).toBe('sending');
    answers[1]?.resolve();
    await flushPromises();
    expect(sent.map((m) => m.clientContext)).toEqual(['ctx-1', 'ctx-1']);
    expect(queue.list('t')).toEqual([]);
  });

  it('drops the local copy when the socket confirms the message first', () => {
    const { queue } = setup();
    const ctx = queue.enqueue('t', { kind: 'text', text: 'hi' });
    queue.confirm(ctx);
    expect(queue.list('t')).toEqual([]);
  });

  it('still tries while only the socket is down, and holds the message if that try fails for want of a connection', async () => {
    const { queue, sent, answers, setSocketDown } = setup();
    setSocketDown(true);
    queue.enqueue('t', { kind: 'text', text: 'hi' });
    expect(sent).toHaveLength(1);
    answers[0]?.reject(networkError());
    await flushPromises();
    expect(queue.list('t')[0]?.status).toBe('queued');
  });
});
