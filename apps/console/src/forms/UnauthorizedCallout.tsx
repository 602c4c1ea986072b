import { Callout } from '@radix-ui/themes';

/**
 * Heads a form the user may not submit (opened by its URL, since its create button is disabled): says so before
 * anything is filled in, rather than after a refused submit.
 */
export function UnauthorizedCallout({ reason }: { reason?: string }) {
  if (!reason) return null;
  return (
    <Callout.Root color="amber" role="status">
      <Callout.Text>{reason}: your role does not allow this, so the form cannot be submitted.</Callout.Text>
    </Callout.Root>
  );
}
