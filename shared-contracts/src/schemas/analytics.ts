import { z } from 'zod';
import { CookieControlSchema } from './consent.js';

/** Limits of one analytics batch (docs/behaviour/analytics.md#what-the-server-keeps). */
export const ANALYTICS_BATCH_MAX_EVENTS = 100;
/** Bytes of one batch's body, as sent. */
export const ANALYTICS_BATCH_MAX_BYTES = 64 * 1024;

/** Kinds of events, for grouping; every event belongs to one. */
export const AnalyticsCategorySchema = z.enum(['navigation', 'impression', 'interaction', 'creation', 'error']);

/** The access flow the client is in (docs/behaviour/analytics.md#access-flow-version). */
export const AccessFlowVersionSchema = z.enum(['LEGACY_FLOW', 'F2_FLOW', 'F3_FLOW']);

/** A random per-session or per-browser id, as the client generates them. */
const ClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** A short machine-readable name. */
const NameSchema = z.string().regex(/^[a-z0-9_.:-]{1,64}$/);

/** Free-form facts of an event: a few flat values, no nesting. */
const ExtraClientDataSchema = z
  .record(z.string().regex(/^[a-z0-9_]{1,40}$/), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 20, { message: 'At most 20 keys.' });

/** One logged event (docs/behaviour/analytics.md#what-an-event-holds). */
export const AnalyticsEventSchema = z.object({
  event: NameSchema,
  event_category: AnalyticsCategorySchema,
  event_flow: NameSchema.nullable().optional(),
  event_step: NameSchema.nullable().optional(),
  extra_client_data: ExtraClientDataSchema.optional(),
  access_flow_version: AccessFlowVersionSchema,
  waterfall_id: ClientIdSchema,
  event_request_id: ClientIdSchema,
  /** When it happened, in the browser's milliseconds since 1970. */
  client_time: z.number().int().nonnegative(),
});

/** POST /api/v1/web/logging/events/ body: the analytics device id (an optional cookie) and events. */
export const AnalyticsBatchSchema = z.object({
  device_id: ClientIdSchema,
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX_EVENTS),
});

/** Categories of the cookie dialog, for the interaction record. */
const ConsentCategorySchema = z.enum(['essential', ...CookieControlSchema.options]);

/**
 * The record of one interaction with the cookie dialog, posted with the choice
 * (docs/behaviour/consent.md#what-is-recorded).
 */
export const ConsentInteractionSchema = z.object({
  consent_to_everything: z.boolean(),
  cookie_banner_type: z.literal('blocking'),
  event: z.enum(['allow_all', 'decline_optional', 'allow_selected']),
  event_data: z.record(z.string().max(40), z.string().max(200)).optional(),
  interactive_category: ConsentCategorySchema.nullable(),
  interactive_control: z.enum(['allow_all', 'decline_optional', 'allow_selected']),
  interactive_state: z.enum(['on', 'off', 'mixed']),
  opt_in_categories: z.array(ConsentCategorySchema).max(4),
  opt_in_controls: z.array(CookieControlSchema).max(3),
  total_categories: z.array(ConsentCategorySchema).max(4),
  total_controls: z.array(CookieControlSchema).max(3),
  product: z.literal('lumen'),
  session_id: ClientIdSchema,
  state: z.enum(['first_choice', 'changed_choice']),
  source: z.literal('logged_out_dialog'),
  version: z.literal('granular_2024'),
});
