import { z } from 'zod';

/** The account's latest "Download your information" archive (docs/behaviour/own-data.md#download-your-information). */
const DataDownloadSchema = z.object({
  state: z.enum(['pending', 'ready', 'failed']),
  /** Times in ms. */
  requested_at: z.number(),
  ready_at: z.number().nullable(),
  /** After this the archive is gone. */
  expires_at: z.number().nullable(),
  size_bytes: z.number().nullable(),
});

/** What `GET` and `POST /api/v1/accounts/download_data/` answer. */
export const DataDownloadStatusSchema = z.object({
  download: DataDownloadSchema.nullable(),
  /** When another request will be accepted (ms); null when one is accepted now. */
  next_request_at: z.number().nullable(),
  status: z.literal('ok'),
});

/** The password that confirms a deletion request. */
export const AccountDeletionInputSchema = z.object({
  password: z.string().min(1).max(128),
});

/** The answer to a deletion request: when the account will be purged unless its owner logs in. */
export const AccountDeletionResultSchema = z.object({
  purge_after: z.number(),
  status: z.literal('ok'),
});
