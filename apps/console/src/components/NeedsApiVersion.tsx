import { apiVersionLabel, type OperationName, operationSince } from '@rackconsole/sdk';
import { Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { serverVersion } from '~/api/client';

const currentVersion = () => serverVersion.current;

/** Whether the platform has every one of the operations (true while its version is not known yet). */
export const platformHas = (operations: OperationName[]) =>
  operations.every((name) => serverVersion.has(name));

/**
 * A screen built on operations a platform older than the console may lack: against such a platform it says
 * which platform version it needs instead of failing.
 */
export function NeedsApiVersion({
  operations,
  children,
}: {
  operations: OperationName[];
  children: ReactNode;
}) {
  const current = useSyncExternalStore(serverVersion.subscribe, currentVersion);
  const missing = operations.filter((name) => !serverVersion.has(name));
  if (missing.length === 0) return children;
  const needed = missing
    .map((name) => operationSince(name) ?? '')
    .sort()
    .at(-1);
  return (
    <Callout.Root color="gray" role="status">
      <Callout.Text>
        This page needs platform API version {apiVersionLabel(needed ?? '')} or later; this platform speaks{' '}
        {apiVersionLabel(current ?? '')}. It will appear once the platform is updated.
      </Callout.Text>
    </Callout.Root>
  );
}
