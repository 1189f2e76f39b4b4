import { describe, expect, it } from 'vitest';
import { GATES_OFF, nextAccessFlowVersion } from './access-flow.js';

describe('nextAccessFlowVersion', () => {
  it('gives F2_FLOW when no gate is on', () => {
    expect(nextAccessFlowVersion('LEGACY_FLOW', GATES_OFF)).toBe('F2_FLOW');
  });
  it('gives F3_FLOW when any of the three F3 settings is on, before anything else', () => {
    for (const f3 of [
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ] as const)
      expect(nextAccessFlowVersion('LEGACY_FLOW', { f3, f2: true, legacy: true })).toBe('F3_FLOW');
  });
  it('gives F2_FLOW for its setting, else LEGACY_FLOW for the legacy gate', () => {
    expect(nextAccessFlowVersion('LEGACY_FLOW', { ...GATES_OFF, f2: true, legacy: true })).toBe('F2_FLOW');
    expect(nextAccessFlowVersion('LEGACY_FLOW', { ...GATES_OFF, legacy: true })).toBe('LEGACY_FLOW');
  });
  it('is worked out again only while LEGACY_FLOW', () => {
    expect(nextAccessFlowVersion('F2_FLOW', { f3: [true, true, true], f2: false, legacy: false })).toBe('F2_FLOW');
    expect(nextAccessFlowVersion('F3_FLOW', { ...GATES_OFF, legacy: true })).toBe('F3_FLOW');
  });
});
