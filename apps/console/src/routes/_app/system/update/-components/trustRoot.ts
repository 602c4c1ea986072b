/** What a TUF root role document says about itself, for listing trust roots by more than their ids. */
export function describeRootRole(rootRole: unknown): { version?: number; expires?: Date } {
  const signed = (rootRole as { signed?: { version?: unknown; expires?: unknown } } | null)?.signed;
  const version = typeof signed?.version === 'number' ? signed.version : undefined;
  const expires = typeof signed?.expires === 'string' ? new Date(signed.expires) : undefined;
  return { version, expires: expires && !Number.isNaN(expires.getTime()) ? expires : undefined };
}

/**
 * Why pasted text cannot be a root role: not JSON (with the parser's reason), or not a signed root document.
 * The platform checks the signatures; this only catches a wrong file before it is sent.
 */
export function validateRootRole(text: string): string | undefined {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return `Not valid JSON: ${(error as Error).message}`;
  }
  const signed = (document as { signed?: { _type?: unknown } } | null)?.signed;
  if (typeof document !== 'object' || document === null || signed?._type !== 'root') {
    return 'Must be a TUF root role: a signed document of type "root"';
  }
  return undefined;
}
