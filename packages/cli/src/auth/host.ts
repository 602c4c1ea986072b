import { UsageError } from '../errors';

/**
 * The origin of a platform URL as rackctl stores and compares it: scheme, host and port, no path or trailing
 * slash. A bare host name means https.
 */
export function normalizeHost(input: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new UsageError(
      `"${input}" is not a valid host URL`,
      'Give the URL of the platform, e.g. https://rack.example.com',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`"${input}" is not an http or https URL`);
  }
  return url.origin;
}
