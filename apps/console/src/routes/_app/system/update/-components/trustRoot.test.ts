import { describe, expect, it } from 'vitest';
import { describeRootRole, validateRootRole } from './trustRoot';

const root = { signed: { _type: 'root', version: 3, expires: '2030-01-01T00:00:00Z' }, signatures: [] };

describe('validateRootRole', () => {
  it('accepts a signed root document', () => {
    expect(validateRootRole(JSON.stringify(root))).toBeUndefined();
  });

  it('explains text that is not JSON', () => {
    expect(validateRootRole('{ nope')).toMatch(/^Not valid JSON: /);
  });

  it('refuses JSON that is not a root role', () => {
    const message = 'Must be a TUF root role: a signed document of type "root"';
    expect(validateRootRole('[]')).toBe(message);
    expect(validateRootRole('null')).toBe(message);
    expect(validateRootRole(JSON.stringify({ signed: { _type: 'targets' } }))).toBe(message);
  });
});

describe('describeRootRole', () => {
  it('reads the version and expiry of a root role', () => {
    expect(describeRootRole(root)).toEqual({ version: 3, expires: new Date('2030-01-01T00:00:00Z') });
  });

  it('leaves out what a document does not say', () => {
    expect(describeRootRole({ signed: { expires: 'soon' } })).toEqual({});
    expect(describeRootRole('text')).toEqual({});
  });
});
