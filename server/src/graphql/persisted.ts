import type { DocumentNode, ExecutionResult } from 'graphql';
import { parse, validate } from './graphql-lib.js';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { DOC_IDS, deriveDocId, type PersistedDocumentName } from 'shared-contracts';
import { PERSISTED_DOCUMENTS } from 'shared-contracts/graphql-documents';
import { schema } from './schema.js';

/** Runs a compiled document: root value, context, variables. */
export type CompiledDocument = (
  root: unknown,
  context: unknown,
  variables: Record<string, unknown>,
) => Promise<ExecutionResult> | ExecutionResult;

/** A registered document, parsed, validated and compiled once at start-up. */
export interface PersistedDocument {
  name: PersistedDocumentName;
  document: DocumentNode;
  run: CompiledDocument;
  /**
   * Serializes an answer of this document: code generated from the document's own selection
   * (graphql-jit's serializer), faster than generic JSON.stringify on the feed's large pages.
   */
  serialize: (answer: { data: unknown }) => string;
}

/**
 * Builds the doc_id registry; throws at start-up if a document is invalid or its id drifted.
 * Documents are compiled with graphql-jit: only persisted documents ever run, so each is compiled
 * once into a function, several times faster than interpreting the AST on every request.
 */
export function buildPersistedRegistry(): Map<string, PersistedDocument> {
  const registry = new Map<string, PersistedDocument>();
  for (const [name, text] of Object.entries(PERSISTED_DOCUMENTS) as Array<[PersistedDocumentName, string]>) {
    const id = deriveDocId(text);
    if (id !== DOC_IDS[name]) throw new Error(`doc_id of ${name} is ${DOC_IDS[name]} but its text derives ${id}`);
    const document = parse(text);
    const errors = validate(schema, document);
    if (errors.length > 0) throw new Error(`Persisted document ${name} is invalid: ${errors[0]?.message}`);
    const compiled = compileQuery(schema, document, undefined, { customJSONSerializer: true });
    if (!isCompiledQuery(compiled))
      throw new Error(`Persisted document ${name} does not compile: ${compiled.errors?.[0]?.message}`);
    registry.set(id, {
      name,
      document,
      run: (root, context, variables) => compiled.query(root, context, variables),
      serialize: (answer) => compiled.stringify(answer),
    });
  }
  return registry;
}
