import { sql, type RawBuilder, type SqlBool } from 'kysely';

// How a policy rule is written once and read two ways (docs/security.md#one-policy-per-resource).
// A rule is a function of its facts over an algebra of and/or/not. Given SQL facts (conditions
// on a row) it builds the filter of a list query; given boolean facts (what is known of one
// object, or of a viewer's relationships loaded once) it answers yes or no. The combination is
// the same code in both cases, so a list and a single check cannot disagree on it.

/** The operations a rule combines its facts with. */
export interface Algebra<T> {
  and(...parts: T[]): T;
  or(...parts: T[]): T;
  not(part: T): T;
}

/** Rules read as SQL conditions, for `where` in list queries. */
export const sqlAlgebra: Algebra<RawBuilder<SqlBool>> = {
  and: (...parts) => (parts.length === 0 ? sql<SqlBool>`(1 = 1)` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`),
  or: (...parts) => (parts.length === 0 ? sql<SqlBool>`(1 = 0)` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`),
  not: (part) => sql<SqlBool>`(not ${part})`,
};

/** Rules read as yes or no, for one object whose facts are known. */
export const booleanAlgebra: Algebra<boolean> = {
  and: (...parts) => parts.every(Boolean),
  or: (...parts) => parts.some(Boolean),
  not: (part) => !part,
};
