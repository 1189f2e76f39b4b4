import { z } from 'zod';

/** Most items one JSON list field may carry. */
const MAX_ITEMS_PER_FIELD = 100;

/**
 * A form or query field holding a JSON array as text, each item checked by `element`; absent or
 * empty means none. Text that is not JSON, not an array, longer than 100 items or with an item
 * `element` refuses fails with `message` alone (one issue, whatever went wrong).
 */
export function jsonArrayField(element: z.ZodType<string>, message: string) {
  return z
    .string()
    .max(4000)
    .optional()
    .transform((text, ctx): string[] => {
      if (text === undefined || text.trim() === '') return [];
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      const parsed = z.array(element).max(MAX_ITEMS_PER_FIELD).safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/**
 * A form or query field holding an id: digits (at most 20, so any length a client might send is
 * accepted as an id and answered 404 when it names nothing: docs/errors.md#text-and-ids).
 */
export const idField = z.string().regex(/^\d{1,20}$/, 'Must be an id.');

/** A media id field: the pk or the full id ("123_45"). */
const mediaIdField = z.string().regex(/^\d{1,20}(_\d{1,20})?$/, 'Must be a media id.');

/**
 * A form field holding a JSON array of numeric ids as strings (how the client sends collection
 * and media ids: `'["12","15"]'`); absent or empty means none. Ids keep their text: the server
 * parses each against the id columns' range, so one past it is not found (docs/errors.md#text-and-ids).
 */
export const jsonIdList = jsonArrayField(
  z.union([z.string(), z.number()]).transform(String).pipe(mediaIdField),
  'Must be a JSON array of ids.',
);

/** A boolean sent as a form or query value ("true"/"false", "1"/"0"). */
export const formFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');
