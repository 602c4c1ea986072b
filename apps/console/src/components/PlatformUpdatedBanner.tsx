import { Button, Flex, Text } from '@radix-ui/themes';
import { useSyncExternalStore } from 'react';
import { serverVersion } from '~/api/client';
import { hasUnsavedInput, subscribeUnsavedInput } from '~/stores/unsavedInput';

/**
 * A quiet note that the platform was updated under this tab (it answers with a newer API version than the
 * console speaks), offering a reload. It waits while a form holds unsaved input, so nobody is invited to
 * reload their work away.
 */
export function PlatformUpdatedBanner() {
  const serverIsNewer = useSyncExternalStore(serverVersion.subscribe, serverVersion.isNewerThanClient);
  const editing = useSyncExternalStore(subscribeUnsavedInput, hasUnsavedInput);
  if (!serverIsNewer || editing) return null;
  return (
    <Flex
      className="platform-updated-banner"
      justify="center"
      align="center"
      gap="3"
      role="region"
      aria-label="Platform update"
    >
      <Text size="1">The platform was updated. Reload to use the newest console.</Text>
      <Button size="1" variant="soft" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Flex>
  );
}
