import type { AccountDeletionResult, DataDownloadStatus } from 'shared-contracts';
import { apiClient } from 'shared-client';

/** Where the viewer's ready archive is downloaded from (a plain link: the browser saves the zip). */
const DATA_DOWNLOAD_ARCHIVE_PATH = '/api/v1/accounts/download_data/archive/';

/** GET the viewer's latest archive and when another may be requested. */
export function fetchDataDownloadStatus(signal?: AbortSignal): Promise<DataDownloadStatus> {
  return apiClient.request<DataDownloadStatus>('GET', '/api/v1/accounts/download_data/', { signal });
}

/** POST ask for a new archive; 429 rate_limited within an hour of the previous request. */
export function requestDataDownload(): Promise<DataDownloadStatus> {
  return apiClient.request<DataDownloadStatus>('POST', '/api/v1/accounts/download_data/', { form: {} });
}

/** The archive's URL against the API origin, for a download link. */
export function dataDownloadArchiveUrl(): string {
  return apiClient.resolveUrl(DATA_DOWNLOAD_ARCHIVE_PATH);
}

/** POST ask to delete the account (password again); ends every session; 400 invalid_credentials. */
export function requestAccountDeletion(password: string): Promise<AccountDeletionResult> {
  return apiClient.request<AccountDeletionResult>('POST', '/api/v1/web/accounts/request_deletion/', {
    form: { password },
  });
}
