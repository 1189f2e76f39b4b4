import ts from 'typescript';

/** Methods that start a query or a transaction on a Kysely instance (or a transaction). */
const QUERY_METHODS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'with',
  'withRecursive',
  'transaction',
  'connection',
  'executeQuery',
]);

/**
 * Where a source file uses the query builder or raw SQL: a value import from kysely (type-only
 * imports are fine: routes hand `db` to the domain), a `sql` template, or a call of a method that
 * starts a query. Each finding reads "line N: what".
 */
export function findQueryBuilderUses(source: string, fileName = 'file.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const findings: string[] = [];
  const report = (node: ts.Node, what: string) =>
    findings.push(`line ${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^kysely(\/|$)/.test(node.moduleSpecifier.text)
    ) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const typeOnly =
        clause?.isTypeOnly === true || (!clause?.name && named !== null && named.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) report(node, `imports values from ${node.moduleSpecifier.text}`);
    }
    if (ts.isTaggedTemplateExpression(node)) {
      const tag = node.tag;
      const name = ts.isIdentifier(tag) ? tag.text : ts.isPropertyAccessExpression(tag) ? tag.name.text : '';
      if (name === 'sql') report(node, 'sql template');
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_METHODS.has(node.expression.name.text)
    ) {
      report(node, `.${node.expression.name.text}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
