import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

// graphql ships both a CommonJS and an ES build. graphql-jit loads the CommonJS one, and a schema
// built by the other would be "from another realm"; so the server loads graphql the same way.
const require = createRequire(import.meta.url);
const graphql = require('graphql') as typeof GraphQL;

/** graphql-js functions, from the one copy graphql-jit also uses. */
export const { buildSchema, parse, validate } = graphql;
