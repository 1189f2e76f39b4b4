import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared-contracts';
import { suspensionMessage } from './suspended-login';

describe('the login message of a suspended account', () => {
  const refused = (until: string) =>
    new ApiError(403, 'account_suspended', 'x', { error_id: 'account_suspended', fields: { suspended_until: until } });

  it('names the end date in the chosen language', () => {
    const until = String(Date.UTC(2030, 0, 15, 12));
    expect(suspensionMessage(refused(until), 'en')?.key).toBe('error.account_suspended');
    expect(suspensionMessage(refused(until), 'en')?.values.date).toContain('2030');
    expect(suspensionMessage(refused(until), 'zh-CN')?.values.date).toContain('2030年');
  });

  it('says "permanently" without an end, and nothing for other failures', () => {
    expect(suspensionMessage(refused(''), 'en')?.key).toBe('error.account_suspended_permanently');
    expect(suspensionMessage(new ApiError(400, 'invalid_credentials', 'x'), 'en')).toBeNull();
  });
});
