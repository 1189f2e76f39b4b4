import type { DataDownloadStatus, Locale } from 'shared-contracts';

/** What the download section shows for the status the server gave. */
export interface DownloadView {
  /** The latest archive's state, or 'none' before any request (or once it expired). */
  state: 'none' | 'pending' | 'ready' | 'failed';
  /** Whether the Request button is offered (not while preparing, not within the hour). */
  canRequest: boolean;
  /** When another request is possible, if not now (ms). */
  nextRequestAt: number | null;
}

/** Reads a status into what to show (docs/behaviour/own-data.md#download-your-information). */
export function downloadView(status: DataDownloadStatus, now: number): DownloadView {
  const state = status.download?.state ?? 'none';
  const nextRequestAt = status.next_request_at !== null && status.next_request_at > now ? status.next_request_at : null;
  return { state, canRequest: state !== 'pending' && nextRequestAt === null, nextRequestAt };
}

/** A moment as people read it in their language (day and time). */
export function formatMoment(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** A file size in KB, MB or GB (one decimal at most). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(Math.max(value, 0.1));
}
