import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorRecoveryCodes, TwoFactorSetup, TwoFactorStatus } from 'shared-contracts';
import { apiClient } from 'shared-client';

// The calls of the two-factor settings (docs/calls.md#accounts).

const STATUS_KEY = ['settings', 'two-factor'] as const;
const BASE = '/api/v1/accounts/two_factor/';

/** GET whether two-factor is on and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => apiClient.request<TwoFactorStatus>('GET', BASE, { signal }),
  });
}

/** A POST of the two-factor settings; the status loads again after a success. */
function useTwoFactorCall<Form extends Record<string, string>, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: Form) => apiClient.request<Answer>('POST', `${BASE}${path}`, { form }),
    onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** POST setup (the password): the secret, its URI and QR code; pending until enabled. */
export const useSetUpTwoFactor = () => useTwoFactorCall<{ password: string }, TwoFactorSetup>('setup/');
/** POST the first code: two-factor turns on; answers the recovery codes. */
export const useEnableTwoFactor = () => useTwoFactorCall<{ code: string }, TwoFactorRecoveryCodes>('enable/');
/** POST the password and a code or recovery code: two-factor turns off. */
export const useDisableTwoFactor = () =>
  useTwoFactorCall<{ password: string; code: string }, { status: 'ok' }>('disable/');
/** POST the password: ten new recovery codes replace the old ones. */
export const useNewRecoveryCodes = () =>
  useTwoFactorCall<{ password: string }, TwoFactorRecoveryCodes>('recovery_codes/');
