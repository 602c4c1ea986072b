import { API_VERSION, operationPathAt, operationRoute } from '@rackconsole/sdk';
import { serverVersion } from '~/api/client';
import { call } from '~/api/queries';

/**
 * The download endpoint of a bundle, at the path the platform has it (under `/experimental` before 2026081700):
 * a plain link lets the browser stream a large archive straight to disk, but goes around the client's paths.
 */
export const supportBundleDownloadUrl = (bundleId: string) =>
  operationPathAt(operationRoute('supportBundleDownload'), serverVersion.current ?? API_VERSION).replace(
    '{bundle_id}',
    encodeURIComponent(bundleId),
  );

/**
 * Downloads a bundle through the API client and saves it. Preview mode needs this: its platform lives in a
 * service worker, which does not see the navigation a plain download link makes.
 */
export async function saveSupportBundle(bundleId: string) {
  const blob = await call('supportBundleDownload', { path: { bundleId } });
  const url = URL.createObjectURL(blob as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `support-bundle-${bundleId}.zip`;
  link.click();
  URL.revokeObjectURL(url);
}
