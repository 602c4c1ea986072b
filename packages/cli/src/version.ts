import { version } from '../package.json';

/** The version of this package, as `rackctl --version` prints it. */
export const VERSION: string = version;
