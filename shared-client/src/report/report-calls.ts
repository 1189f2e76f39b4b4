import type { OwnReportList, ReportAnswer, ReportKind, ReportReason } from 'shared-contracts';
import { apiClient } from 'shared-client';

/** POST a report of an item the viewer can see (docs/calls.md#moderation); a second one answers the first. */
export function submitReport(input: {
  kind: ReportKind;
  targetId: string;
  reason: ReportReason;
  text: string;
}): Promise<ReportAnswer> {
  const form: Record<string, string> = { kind: input.kind, target_id: input.targetId, reason: input.reason };
  if (input.text.trim()) form.text = input.text.trim();
  return apiClient.request<ReportAnswer>('POST', '/api/v1/reports/', { form });
}

/** GET the viewer's own reports with what became of each, newest first. */
export function fetchOwnReports(signal?: AbortSignal): Promise<OwnReportList> {
  return apiClient.request<OwnReportList>('GET', '/api/v1/reports/mine/', { signal });
}
