/**
 * Starts the analytics logger after the first render, from its own chunk
 * (`shared-contracts/analytics`), so the first load carries only this call
 * (docs/behaviour/analytics.md#loading). A failed load only costs the analytics.
 */
export function loadAnalytics(consentRequired: boolean): void {
  import('shared-contracts/analytics').then(
    ({ startAnalytics }) => startAnalytics({ consentRequired }),
    (error: unknown) => console.warn('[shell] analytics did not load', error),
  );
}
