import { Fragment, type ReactNode } from 'react';
import type { MessageParams } from 'shared-contracts';

const MARK = '\u0000';

/**
 * A translated message whose slots hold elements (links in "Liked by {names}"): `translate` is
 * called with markers in those slots, and the text is split around them, so word order stays
 * the translation's.
 */
export function richMessage(
  translate: (params: MessageParams) => string,
  nodes: Record<string, ReactNode>,
  params: MessageParams = {},
): ReactNode {
  const marked: MessageParams = { ...params };
  for (const name of Object.keys(nodes)) marked[name] = `${MARK}${name}${MARK}`;
  const parts = translate(marked).split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return parts.map((part, i) =>
    i % 2 === 1 ? <Fragment key={i}>{nodes[part]}</Fragment> : part ? <Fragment key={i}>{part}</Fragment> : null,
  );
}

/** Elements joined with a separator ("a, b" or "a、b"). */
export function joinNodes(nodes: readonly ReactNode[], separator: string): ReactNode {
  return nodes.map((node, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      {node}
    </Fragment>
  ));
}
