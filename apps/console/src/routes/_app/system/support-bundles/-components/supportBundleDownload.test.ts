import { describe, expect, it } from 'vitest';
import { serverVersion } from '~/api/client';
import { supportBundleDownloadUrl } from './supportBundleDownload';

const platformSpeaking = (version: string) =>
  serverVersion.observe(new Response(null, { headers: { 'api-version': version } }));

describe('the download link of a support bundle', () => {
  it('points at the path the platform serves bundles at, which moved out of /experimental in 2026081700', () => {
    expect(supportBundleDownloadUrl('b 1')).toBe('/v1/system/support-bundles/b%201/download');
    platformSpeaking('2026081400.0.0');
    expect(supportBundleDownloadUrl('b1')).toBe('/experimental/v1/system/support-bundles/b1/download');
    platformSpeaking('2026081700.0.0');
    expect(supportBundleDownloadUrl('b1')).toBe('/v1/system/support-bundles/b1/download');
    platformSpeaking('2026090100.0.0');
    expect(supportBundleDownloadUrl('b1')).toBe('/v1/system/support-bundles/b1/download');
  });
});
