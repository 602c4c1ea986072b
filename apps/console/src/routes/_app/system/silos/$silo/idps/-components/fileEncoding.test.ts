import { describe, expect, it } from 'vitest';
import { bytesToBase64, derBase64, fileToBase64 } from './fileEncoding';

describe('file encoding', () => {
  it('encodes bytes as standard base64, including bytes beyond ASCII', () => {
    expect(bytesToBase64(new Uint8Array([0, 255, 16, 128]))).toBe('AP8QgA==');
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('encodes large inputs in chunks without losing bytes', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    const decoded = Uint8Array.from(atob(bytesToBase64(bytes)), (char) => char.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });

  it('reads a metadata file as base64 of its text', async () => {
    const xml = '<md:EntityDescriptor entityID="https://idp.example"/>';
    expect(await fileToBase64(new Blob([xml]))).toBe(btoa(xml));
  });

  it('takes the base64 DER body of a PEM file', async () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\nrzCC\n-----END CERTIFICATE-----\n';
    expect(await derBase64(new Blob([pem]))).toBe('MIIBrzCC');
  });

  it('encodes a binary DER file as is', async () => {
    const der = new Uint8Array([0x30, 0x82, 0x01, 0xaf]);
    expect(await derBase64(new Blob([der]))).toBe('MIIBrw==');
  });
});
