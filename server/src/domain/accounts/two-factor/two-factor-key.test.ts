import { describe, expect, it } from 'vitest';
import { twoFactorKeyOf } from './two-factor-key.js';

// docs/behaviour/accounts.md#what-the-server-keeps-of-a-second-factor

describe('the two-factor key', () => {
  it('encrypts so that only its key opens it, and a changed byte opens nothing', () => {
    const key = twoFactorKeyOf(['one key']);
    const stored = key.encrypt('JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(key.encrypt('JBSWY3DPEHPK3PXP')).not.toBe(stored);
    expect(key.decrypt(stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(twoFactorKeyOf(['another key']).decrypt(stored)).toBeNull();
    const altered = stored.slice(0, -2) + (stored.endsWith('AA') ? 'BB' : 'AA');
    expect(key.decrypt(altered)).toBeNull();
    expect(key.decrypt('not a stored secret')).toBeNull();
  });

  it('with TWO_FACTOR_KEY set later, still reads what the database key wrote, and writes with the new one', () => {
    const before = twoFactorKeyOf(['database key']);
    const after = twoFactorKeyOf(['configured key', 'database key']);
    expect(after.decrypt(before.encrypt('SECRET'))).toBe('SECRET');
    expect(before.decrypt(after.encrypt('SECRET'))).toBeNull();
    expect(after.recoveryCodeHashes('abcdefghij')).toContain(before.hashRecoveryCode('abcdefghij'));
    expect(after.hashRecoveryCode('abcdefghij')).not.toBe(before.hashRecoveryCode('abcdefghij'));
  });
});
