import { describe, expect, it } from 'vitest';
import { ipToBigInt, RANGE_ORDER_MESSAGE, validatePoolAddress, validateRangeOrder } from './ipRange';

describe('validatePoolAddress', () => {
  it('accepts an address of the pool version', () => {
    expect(validatePoolAddress('10.0.0.1', 'v4')).toBeUndefined();
    expect(validatePoolAddress('fd00::1', 'v6')).toBeUndefined();
  });

  it('says an invalid address is not an IP address', () => {
    expect(validatePoolAddress('10.0.0.256', 'v4')).toBe('Not a valid IP address');
    expect(validatePoolAddress('not-an-ip', 'v6')).toBe('Not a valid IP address');
  });

  it('refuses an address of the other version', () => {
    expect(validatePoolAddress('fd00::1', 'v4')).toBe('Must be an IPv4 address');
    expect(validatePoolAddress('10.0.0.1', 'v6')).toBe('Must be an IPv6 address');
  });
});

describe('ipToBigInt', () => {
  it('orders IPv4 addresses numerically, not as text', () => {
    expect(ipToBigInt('10.0.0.9')).toBeLessThan(ipToBigInt('10.0.0.10') as bigint);
    expect(ipToBigInt('255.255.255.255')).toBe(2n ** 32n - 1n);
  });

  it('expands IPv6 shorthand and IPv4 tails', () => {
    expect(ipToBigInt('::1')).toBe(1n);
    expect(ipToBigInt('2001:db8::')).toBe(0x20010db8n << 96n);
    expect(ipToBigInt('::ffff:192.0.2.1')).toBe((0xffffn << 32n) + 0xc0000201n);
    expect(ipToBigInt('fd00:0:0:0:0:0:0:2')).toBe(ipToBigInt('fd00::2'));
  });

  it('is undefined for an invalid address', () => {
    expect(ipToBigInt('1.2.3')).toBeUndefined();
  });
});

describe('validateRangeOrder', () => {
  it('accepts a range whose last address is not below the first', () => {
    expect(validateRangeOrder('10.0.0.1', '10.0.0.1')).toBeUndefined();
    expect(validateRangeOrder('10.0.0.9', '10.0.0.10')).toBeUndefined();
    expect(validateRangeOrder('fd00::1', 'fd00::ff')).toBeUndefined();
  });

  it('refuses a range that ends before it starts', () => {
    expect(validateRangeOrder('10.0.0.10', '10.0.0.9')).toBe(RANGE_ORDER_MESSAGE);
    expect(validateRangeOrder('fd00::ff', 'fd00::1')).toBe(RANGE_ORDER_MESSAGE);
  });

  it('leaves an invalid end to the address check', () => {
    expect(validateRangeOrder('bogus', '10.0.0.1')).toBeUndefined();
  });
});
