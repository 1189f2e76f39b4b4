import { z } from 'zod';

/** Most ids one list field may carry. */
const MAX_IDS_PER_FIELD = 100;

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
export const jsonIdList = z
  .string()
  .max(4000)
  .optional()
  .transform((text, ctx): string[] => {
    if (text === undefined || text.trim() === '') return [];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON array of ids.' });
      return z.NEVER;
    }
    const ids = z
      .array(z.union([z.string(), z.number()]).transform(String).pipe(mediaIdField))
      .max(MAX_IDS_PER_FIELD)
      .safeParse(value);
    if (!ids.success) {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON array of ids.' });
      return z.NEVER;
    }
    return ids.data;
  });

/** A boolean sent as a form or query value ("true"/"false", "1"/"0"). */
export const formFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');
