// Setup of the remote project: the console built in remote mode, and `rackctl` built from current sources.
import { test as setup } from '@playwright/test';
import { buildRemoteConsole, ensureCliBuilt } from './stack';

setup.describe.configure({ mode: 'parallel' });

setup('build the console in remote mode', async () => {
  await buildRemoteConsole();
});

setup('rackctl is built', async () => {
  await ensureCliBuilt();
});
