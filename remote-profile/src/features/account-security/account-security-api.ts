import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from 'shared-contracts';
import { apiClient } from 'shared-client';

// The calls of the password and "where you're logged in" pages (docs/calls.md#accounts).

const SESSIONS_KEY = ['settings', 'sessions'] as const;
const SESSIONS = '/api/v1/accounts/sessions/';

/** The password change form as sent. */
export interface PasswordChange {
  old_password: string;
  new_password1: string;
  new_password2: string;
}

/** POST a password change; every other session of the account ends with it. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: PasswordChange) =>
      apiClient.request<{ status: 'ok' }>('POST', '/api/v1/accounts/password/change/', { form: { ...form } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** GET the account's sessions, this one first. */
export function useSessionsQuery() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiClient.request<SessionList>('GET', SESSIONS, { signal }),
  });
}

/** POST the end of one session (its id), or of every other one (null); the list loads again after. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiClient.request<{ status: 'ok' }>(
        'POST',
        id === null ? `${SESSIONS}logout_others/` : `${SESSIONS}${encodeURIComponent(id)}/logout/`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
