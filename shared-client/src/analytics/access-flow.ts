import type { AccessFlowVersion } from 'shared-contracts';

/** The settings the access flow is derived from; all off unless the page's config turns them on. */
export interface AccessFlowGates {
  /** Any of these on gives F3_FLOW. */
  f3: readonly [boolean, boolean, boolean];
  /** Else this on gives F2_FLOW. */
  f2: boolean;
  /** Else this on keeps LEGACY_FLOW. */
  legacy: boolean;
}

export const GATES_OFF: AccessFlowGates = { f3: [false, false, false], f2: false, legacy: false };

/**
 * The access flow version (docs/behaviour/analytics.md#access-flow-version): it starts as
 * LEGACY_FLOW and, while it is LEGACY_FLOW, is worked out again from the gates; once it is another
 * version it stays.
 */
export function nextAccessFlowVersion(current: AccessFlowVersion, gates: AccessFlowGates): AccessFlowVersion {
  if (current !== 'LEGACY_FLOW') return current;
  if (gates.f3.some(Boolean)) return 'F3_FLOW';
  if (gates.f2) return 'F2_FLOW';
  if (gates.legacy) return 'LEGACY_FLOW';
  return 'F2_FLOW';
}
