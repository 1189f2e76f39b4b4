import { parse, validate, type DocumentNode } from 'graphql';
import { DOC_IDS, deriveDocId, type PersistedDocumentName } from 'shared-contracts';
import { PERSISTED_DOCUMENTS } from 'shared-contracts/graphql-documents';
import { schema } from './schema.js';

/** A registered document, parsed and validated once at start-up. */
export interface PersistedDocument {
  name: PersistedDocumentName;
  document: DocumentNode;
}

/** Builds the doc_id registry; throws at start-up if a document is invalid or its id drifted. */
export function buildPersistedRegistry(): Map<string, PersistedDocument> {
  const registry = new Map<string, PersistedDocument>();
  for (const [name, text] of Object.entries(PERSISTED_DOCUMENTS) as Array<[PersistedDocumentName, string]>) {
    const id = deriveDocId(text);
    if (id !== DOC_IDS[name]) throw new Error(`doc_id of ${name} is ${DOC_IDS[name]} but its text derives ${id}`);
    const document = parse(text);
    const errors = validate(schema, document);
    if (errors.length > 0) throw new Error(`Persisted document ${name} is invalid: ${errors[0]?.message}`);
    registry.set(id, { name, document });
  }
  return registry;
}
