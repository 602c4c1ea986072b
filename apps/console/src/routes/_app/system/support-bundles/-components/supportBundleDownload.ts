import { call } from '~/api/queries';

/** The download endpoint of a bundle: a plain link lets the browser stream a large archive straight to disk. */
export const supportBundleDownloadUrl = (bundleId: string) =>
  `/v1/system/support-bundles/${encodeURIComponent(bundleId)}/download`;

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
