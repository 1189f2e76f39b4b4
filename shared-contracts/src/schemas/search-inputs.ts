import { z } from 'zod';
import { MAX_SEARCH_QUERY_LENGTH } from '../constants.js';
import { idField } from './form-fields.js';
import { GridSectionTabSchema, SearchEntityTypeSchema } from './search.js';

/** Input of search, search history, explore, tag and place calls (docs/calls.md#search). */

const latitude = z.coerce.number().min(-90).max(90).optional();
const longitude = z.coerce.number().min(-180).max(180).optional();

/** GET topsearch: the query, where it was typed, and the viewer's place when shared. */
export const TopSearchQuerySchema = z.object({
  query: z.string().max(MAX_SEARCH_QUERY_LENGTH).default(''),
  context: z.string().max(20).optional(),
  latitude,
  longitude,
});

/** Register a click on a search result, or hide one from recent searches. */
export const SearchEntityFormSchema = z.object({
  entity_type: SearchEntityTypeSchema,
  entity_id: z.string().min(1).max(100),
});

/** GET location_search: places by text and nearness (creation's place picker). */
export const LocationSearchQuerySchema = z.object({
  latitude,
  longitude,
  rankToken: z.string().max(100).optional(),
  timestamp: z.string().max(20).optional(),
  search_query: z.string().max(100).optional(),
});

/** Query of the explore grid: the opaque cursor of the page before. */
export const GridPageQuerySchema = z.object({ max_id: z.string().max(100).optional() });

/** Query of a tag's or a place's section: which section (top by default) and the cursor. */
export const GridSectionQuerySchema = z.object({
  tab: GridSectionTabSchema.default('top'),
  max_id: z.string().max(100).optional(),
});

/** Query of a tag page's header and its follow calls: the tag without `#` (100 characters and a spare). */
export const TagQuerySchema = z.object({ tag_name: z.string().min(1).max(101) });

/** Query of the location directory: none for countries, a country for its cities, a city for its places. */
export const LocationDirectoryQuerySchema = z.object({
  country: z.string().min(1).max(10).optional(),
  city: z.string().min(1).max(200).optional(),
});

/** POST aysf_dismiss: the suggested account never to suggest again. */
export const DismissSuggestionFormSchema = z.object({ target_id: idField });
