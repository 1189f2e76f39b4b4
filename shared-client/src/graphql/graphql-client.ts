import { GRAPHQL_TIMEOUT_MS } from 'shared-contracts';
import { apiClient, type ApiClient } from '../api/client.js';
import { ApiError } from 'shared-contracts';
import { DOC_IDS, type PersistedDocumentName } from 'shared-contracts';

/** Path of the GraphQL endpoint (docs/calls.md#graphql). */
export const GRAPHQL_PATH = '/web/wwwgraphql/ig/query/';

/** A GraphQL answer as the helper reads it: data and, on failure, errors. */
export interface GraphQLResponse<T> {
  data: T | null;
  errors?: Array<{ message: string; path?: Array<string | number> }>;
}

/** A GraphQL answer with a non-empty errors list; the body is kept (docs/calls.md#graphql). */
export class GraphQLResponseError<T> extends ApiError {
  readonly response: GraphQLResponse<T>;

  constructor(response: GraphQLResponse<T>) {
    super(200, 'bad_response', response.errors?.[0]?.message ?? 'GraphQL error', response);
    this.name = 'GraphQLResponseError';
    this.response = response;
  }
}

let clientMutationId = 0;

/**
 * Runs a persisted document: form fields doc_id and variables (a JSON string). Mutations get an
 * `input` object with a client_mutation_id that increases per call. A non-empty errors list fails.
 */
export async function runPersisted<T>(
  name: PersistedDocumentName,
  variables: Record<string, unknown>,
  options: { signal?: AbortSignal; mutation?: boolean; client?: ApiClient } = {},
): Promise<T> {
  const payload = options.mutation
    ? { input: { ...variables, client_mutation_id: String((clientMutationId += 1)) } }
    : variables;
  const response = await (options.client ?? apiClient).request<GraphQLResponse<T>>('POST', GRAPHQL_PATH, {
    form: { doc_id: DOC_IDS[name], variables: JSON.stringify(payload) },
    signal: options.signal,
    timeoutMs: GRAPHQL_TIMEOUT_MS,
  });
  if (response.errors && response.errors.length > 0) throw new GraphQLResponseError(response);
  if (response.data === null) throw new GraphQLResponseError({ data: null, errors: [{ message: 'No data' }] });
  return response.data;
}
