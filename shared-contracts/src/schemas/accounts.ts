import { z } from 'zod';
import { ViewerSchema } from './user.js';

/** Shared data: who is logged in and the CSRF token to echo on mutations. */
export const SharedDataSchema = z.object({
  config: z.object({
    viewer: ViewerSchema.nullable(),
    csrf_token: z.string().min(16),
  }),
  status: z.literal('ok'),
});

/** Login answer. */
export const LoginResultSchema = z.object({
  authenticated: z.boolean(),
  user: z.boolean(),
  userId: z.string().optional(),
  viewer: ViewerSchema.optional(),
  status: z.literal('ok'),
});
