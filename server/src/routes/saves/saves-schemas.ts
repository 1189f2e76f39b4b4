import { z } from 'zod';
import { jsonIdList } from '../../http/form-fields.js';

/** POST save form: optional collections to save into. */
export const SaveFormSchema = z.object({ added_collection_ids: jsonIdList });

/** POST unsave form: optional collections to remove from (none: unsave entirely). */
export const UnsaveFormSchema = z.object({ removed_collection_ids: jsonIdList });
