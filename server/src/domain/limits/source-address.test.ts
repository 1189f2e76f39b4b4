import { describe, expect, it } from 'vitest';
import { limitSourceOf } from './source-address.js';

describe('limitSourceOf', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(limitSourceOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitSourceOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitSourceOf('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:aa:1::/64';
    expect(limitSourceOf('2001:db8:aa:1::1')).toBe(network);
    expect(limitSourceOf('2001:0db8:00aa:0001:ffff:ffff:ffff:ffff')).toBe(network);
    expect(limitSourceOf('2001:DB8:AA:1:0:0:0:7%eth0')).toBe(network);
    expect(limitSourceOf('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(limitSourceOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(limitSourceOf('::1')).toBe('0:0:0:0::/64');
    expect(limitSourceOf('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});
