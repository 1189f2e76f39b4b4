import { createValueStore, type ReadonlyValueStore } from 'shared-ui';
import { isApiError } from 'shared-contracts';

/** Where an outgoing message stands until the server has it (docs/behaviour/direct.md#sending). */
export type OutgoingStatus = 'sending' | 'queued' | 'failed';

/** What the viewer sends: text, or a photo already chosen. */
export type OutgoingPayload =
  { kind: 'text'; text: string; replyToItemId?: string } | { kind: 'photo'; file: Blob; previewUrl: string };

/** A message written but not yet confirmed by the server. */
export interface OutgoingMessage {
  /** Made once per message and kept on every retry: the server stores a retried send once. */
  clientContext: string;
  threadId: string;
  payload: OutgoingPayload;
  status: OutgoingStatus;
  /** Unix milliseconds when it was written, to place it in the thread. */
  createdAt: number;
}

/** What the queue needs from the outside world (the tests pass their own). */
export interface SendQueueDeps {
  /** Sends one message; resolves when the server stored it. */
  send: (message: OutgoingMessage) => Promise<void>;
  /** Whether the app is offline now (browser offline, or the realtime socket closed). */
  isOffline: () => boolean;
  /** Whether the browser says it is offline: then a message is not even tried (defaults to isOffline). */
  isBrowserOffline?: () => boolean;
  newClientContext: () => string;
  now: () => number;
}

/** Whether a failure is the connection's (worth holding and sending again), not the server refusing. */
function isConnectionFailure(error: unknown): boolean {
  return isApiError(error, 'network', 'timeout');
}

/**
 * The viewer's outgoing messages, in order. A message shows at once as "sending". Written while
 * the browser is offline it waits as "queued" without a try; a try that fails for want of a
 * connection while offline (browser offline or socket closed) waits the same way; both go out
 * when `flush` runs (the connection came back). Any other failure makes it "failed" until `retry`.
 */
export class SendQueue {
  private readonly queue = createValueStore<readonly OutgoingMessage[]>([]);
  private flushing = false;

  constructor(private readonly deps: SendQueueDeps) {}

  /** The messages of a thread not confirmed yet, oldest first (a stable array between changes). */
  list(threadId: string): OutgoingMessage[] {
    return this.snapshotFor(threadId);
  }

  // Each thread's list, made once per change of the queue: React needs the same array until then.
  private snapshots = new Map<string, OutgoingMessage[]>();

  private snapshotFor(threadId: string): OutgoingMessage[] {
    let snapshot = this.snapshots.get(threadId);
    if (!snapshot) {
      snapshot = this.messages.filter((m) => m.threadId === threadId);
      this.snapshots.set(threadId, snapshot);
    }
    return snapshot;
  }

  /** Every outgoing message, as a value store (React reads a thread's through `list`). */
  get messagesStore(): ReadonlyValueStore<readonly OutgoingMessage[]> {
    return this.queue;
  }

  private get messages(): readonly OutgoingMessage[] {
    return this.queue.getValue();
  }

  private setMessages(next: readonly OutgoingMessage[]): void {
    this.snapshots.clear();
    this.queue.setValue(next);
  }

  private browserOffline(): boolean {
    return (this.deps.isBrowserOffline ?? this.deps.isOffline)();
  }

  private setStatus(clientContext: string, status: OutgoingStatus): void {
    this.setMessages(this.messages.map((m) => (m.clientContext === clientContext ? { ...m, status } : m)));
  }

  /** Writes a message: shown at once, sent now unless offline. Returns its client context. */
  enqueue(threadId: string, payload: OutgoingPayload): string {
    const clientContext = this.deps.newClientContext();
    const status: OutgoingStatus = this.browserOffline() ? 'queued' : 'sending';
    this.setMessages([...this.messages, { clientContext, threadId, payload, status, createdAt: this.deps.now() }]);
    if (status === 'sending') void this.attempt(clientContext);
    return clientContext;
  }

  /** Sends a failed message again with the same client context. */
  retry(clientContext: string): void {
    const message = this.messages.find((m) => m.clientContext === clientContext);
    if (!message || message.status === 'sending') return;
    if (this.browserOffline()) {
      this.setStatus(clientContext, 'queued');
      return;
    }
    void this.attempt(clientContext);
  }

  /** Forgets a message (the viewer discarded a failed one). */
  discard(clientContext: string): void {
    this.setMessages(this.messages.filter((m) => m.clientContext !== clientContext));
  }

  /** The server has this message (its socket event arrived first): stop showing the local copy. */
  confirm(clientContext: string): void {
    if (!this.messages.some((m) => m.clientContext === clientContext)) return;
    this.discard(clientContext);
  }

  /** The connection came back: sends the queued messages one after another, in order. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (;;) {
        if (this.browserOffline()) return;
        const next = this.messages.find((m) => m.status === 'queued');
        if (!next) return;
        const sent = await this.attempt(next.clientContext);
        if (!sent) return;
      }
    } finally {
      this.flushing = false;
    }
  }

  private async attempt(clientContext: string): Promise<boolean> {
    const message = this.messages.find((m) => m.clientContext === clientContext);
    if (!message) return false;
    this.setStatus(clientContext, 'sending');
    try {
      await this.deps.send({ ...message, status: 'sending' });
      this.confirm(clientContext);
      return true;
    } catch (error) {
      const stillHeld = this.messages.some((m) => m.clientContext === clientContext);
      if (stillHeld)
        this.setStatus(clientContext, isConnectionFailure(error) && this.deps.isOffline() ? 'queued' : 'failed');
      return false;
    }
  }
}
