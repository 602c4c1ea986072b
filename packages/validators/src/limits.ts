/**
 * The most the platform takes in a JSON or form request body: 1 MiB, room for the largest such body the API
 * takes (a whole firewall rule set, a SAML identity provider's descriptor). The mock refuses a larger body; the
 * CLI and the console refuse a file that would go into one before they read it, so a wrong file (a disk image
 * picked for a certificate) is never held in memory.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Why an input past `JSON_BODY_MAX_BYTES` is refused; `subject` is what was given ("The body in rules.yaml"). */
export const tooLargeForBody = (subject: string) =>
  `${subject} is larger than ${JSON_BODY_MAX_BYTES / (1024 * 1024)} MiB, more than the platform takes`;
