import { z } from 'zod';
import { parseStoredJson } from '../../db/stored-json.js';

const StoredDisclaimersSchema = z.array(z.string());

/** An ad's stored disclaimers (a JSON list of strings); anything else is a StoredValueError. */
export function parseDisclaimers(text: string): string[] {
  return parseStoredJson(StoredDisclaimersSchema, text, 'ads.disclaimers');
}
