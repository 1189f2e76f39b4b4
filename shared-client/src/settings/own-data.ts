import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDataDownloadStatus, requestAccountDeletion, requestDataDownload } from './own-data-calls.js';

/** How often the status is asked for while an archive is being prepared. */
export const DATA_DOWNLOAD_POLL_MS = 3000;

/** Keys of the viewer's own data: the state of "Download your information". */
export const ownDataKeys = {
  download: ['own-data', 'download'] as const,
};

/**
 * The viewer's latest archive and when another may be requested
 * (docs/behaviour/own-data.md#download-your-information); asked again every few seconds while
 * the archive is being prepared.
 */
export function useDataDownloadQuery() {
  return useQuery({
    queryKey: ownDataKeys.download,
    queryFn: ({ signal }) => fetchDataDownloadStatus(signal),
    refetchInterval: (query) => (query.state.data?.download?.state === 'pending' ? DATA_DOWNLOAD_POLL_MS : false),
  });
}

/** Asks for a new archive; the answer (its pending state) replaces the cached status. */
export function useRequestDataDownloadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestDataDownload(),
    onSuccess: (status) => client.setQueryData(ownDataKeys.download, status),
  });
}

/**
 * Asks to delete the viewer's account with its password (docs/behaviour/own-data.md#deleting-an-account).
 * The server ends every session of the account: on success the caller forgets the viewer
 * (`sessionStore.setSession(null)`) in the same step as it leaves the page, so nothing asks the
 * server as the viewer again.
 */
export function useRequestAccountDeletionMutation() {
  return useMutation({
    mutationFn: (password: string) => requestAccountDeletion(password),
  });
}
