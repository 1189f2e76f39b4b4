import { z } from 'zod';
import { mediaIdField } from './ids.js';

/** Most ids one list field may carry. */
export const MAX_IDS_PER_FIELD = 100;

/**
 * A form field holding a JSON array of numeric ids as strings (how the client sends collection
 * and media ids: `'["12","15"]'`); absent or empty means none. Ids keep their text: the domain
 * parses each with parseRowId / parseMediaId, so one past the id columns' range is not found.
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
