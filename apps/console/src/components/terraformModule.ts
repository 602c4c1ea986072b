import { lazyModule } from './lazyModule';

/**
 * The SDK's Terraform generator, loaded on first use (a form's Terraform tab, an export): the first screen
 * never pays for it.
 */
export const terraformModule = lazyModule(() => import('@rackconsole/sdk/terraform'));
