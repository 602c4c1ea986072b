import { JSON_BODY_MAX_BYTES, tooLargeForBody } from '@rackconsole/validators';

/**
 * A file whose contents go into a request body whole (a certificate, an identity provider's metadata) is
 * refused past the platform's limit before it is read: a wrong pick (a disk image) never fills the tab.
 */
export const validateBodyFile = (file: File) =>
  file.size > JSON_BODY_MAX_BYTES ? tooLargeForBody(`The file ${file.name}`) : undefined;
