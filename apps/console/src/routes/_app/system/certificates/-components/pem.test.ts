import { describe, expect, it } from 'vitest';
import { validateCertificatePem, validatePrivateKeyPem } from './pem';

describe('validateCertificatePem', () => {
  it('accepts a certificate block', () => {
    expect(
      validateCertificatePem('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'),
    ).toBeUndefined();
  });

  it('refuses a key or plain text', () => {
    expect(validateCertificatePem('-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----')).toMatch(
      /^Must be a PEM certificate/,
    );
    expect(validateCertificatePem('hello')).toMatch(/^Must be a PEM certificate/);
  });
});

describe('validatePrivateKeyPem', () => {
  it('accepts PKCS#8, RSA and EC keys', () => {
    for (const label of ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']) {
      expect(validatePrivateKeyPem(`-----BEGIN ${label}-----\nMIIE\n-----END ${label}-----`)).toBeUndefined();
    }
  });

  it('refuses a certificate', () => {
    expect(validatePrivateKeyPem('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')).toMatch(
      /^Must be a PEM private key/,
    );
  });
});
