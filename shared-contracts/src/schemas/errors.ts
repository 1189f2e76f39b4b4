import { z } from 'zod';

/** Stable error ids the server answers with; the client maps them to messages. */
export const ErrorIdSchema = z.enum([
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'csrf_failed',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_credentials',
  'username_taken',
  'signup_refused',
  'account_suspended',
  'upload_offset_mismatch',
  'upload_incomplete',
  'image_invalid',
  'unknown_doc_id',
  'comment_spam',
  'comments_disabled',
  'visitor_limit_reached',
  'link_invalid',
  'email_unavailable',
  'two_factor_code_invalid',
  'two_factor_challenge_expired',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'storage_unavailable',
  'internal',
]);

/** The one error body every failing call answers with. */
export const ErrorBodySchema = z.object({
  status: z.literal('fail'),
  error_id: ErrorIdSchema,
  message: z.string(),
  /** Field-level details for validation failures. */
  fields: z.record(z.string(), z.string()).optional(),
});
