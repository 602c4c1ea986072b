import { validateIpNet, validateUniqueItems } from '@rackconsole/validators';

/** The networks of the allow-list editor's text: one per line, blank lines ignored. */
export const allowListNets = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Why the text is not a usable list of networks: none given, the first bad network with its rule's message
 * ('10.0.0.0/33: Max width for IPv4 is 32'), or a repeated network. Undefined when it is usable.
 */
export function validateAllowList(text: string): string | undefined {
  const nets = allowListNets(text);
  if (nets.length === 0) return 'Add at least one network, or allow any source';
  for (const net of nets) {
    const error = validateIpNet(net);
    if (error) return `${net}: ${error}`;
  }
  return validateUniqueItems(nets);
}
