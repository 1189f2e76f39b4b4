/**
 * What travels over the one realtime WebSocket per tab (docs/behaviour/direct.md#real-time).
 * The server sends `RealtimeServerEvent`s; the client sends `RealtimeClientMessage`s. Ids are
 * strings, times are epoch milliseconds. The shell owns the socket and re-publishes each server
 * event on the bus as `realtime-event`, so remotes never open sockets of their own.
 */
import type { DirectItem } from '../schemas/types.js';

export type RealtimeServerEvent =
  /** A new message in a thread the receiver belongs to (also echoed to the sender's other tabs). */
  | { type: 'direct-item'; threadId: string; item: DirectItem; clientContext?: string }
  /** A message was unsent (for everyone) or hidden for this receiver only. */
  | { type: 'direct-item-removed'; threadId: string; itemId: string }
  /** A message's reactions changed; `item` is the message with its new reactions. */
  | { type: 'direct-item-updated'; threadId: string; item: DirectItem }
  /** A member marked a message seen. */
  | { type: 'direct-seen'; threadId: string; userId: string; itemId: string; timestamp: number }
  /** A member started or stopped typing. */
  | { type: 'direct-typing'; threadId: string; userId: string; active: boolean }
  /** A thread's metadata changed (title, members, admins, folder, mute, approval, a block): refetch it. */
  | { type: 'direct-thread-changed'; threadId: string }
  /** The receiver can no longer see the thread (left, removed, deleted, hidden, declined). */
  | { type: 'direct-thread-removed'; threadId: string }
  /** Someone the receiver can see the presence of became active or inactive. */
  | { type: 'presence'; userId: string; isActive: boolean; lastActivityAt: number }
  /** The receiver's inbox badge count changed. */
  | { type: 'badge'; count: number }
  /** The receiver's activity changed: their unread count, up to 10 (docs/behaviour/activity.md#the-badge). */
  | { type: 'activity-badge'; count: number }
  /**
   * One of the receiver's own video posts or stories moved on while transcoding: its progress
   * (0..1), then `ready` or `failed` (docs/behaviour/media.md#video-processing). `id` is its pk.
   */
  | {
      type: 'media-processing';
      target: 'media' | 'story';
      id: string;
      status: 'processing' | 'ready' | 'failed';
      progress: number;
    }
  /** Answer to a client `echo` (used by the bench to measure a plain round trip). */
  | { type: 'echo'; nonce: string }
  /** Sent just before the server closes the socket on purpose (logout, block, shutdown). */
  | { type: 'closing'; reason: 'logged-out' | 'blocked' | 'shutdown' };

export type RealtimeClientMessage =
  { type: 'typing'; threadId: string; active: boolean } | { type: 'echo'; nonce: string } | { type: 'ping' };

/** Where the socket lives, relative to the page's origin. */
export const REALTIME_SOCKET_PATH = '/api/v1/realtime/';
