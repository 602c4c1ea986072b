/** Result of parsing an IP address: its family, or why it is not one. */
export type IpParseResult = { type: 'v4' | 'v6'; address: string } | { type: 'error'; message: string };

const INVALID_IP = 'Not a valid IP address';

// No leading zeros: '010' reads as octal to some tools and decimal to others, and the platform refuses it.
const OCTET = /^(?:0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const IPV6_GROUPS = 8;

/** Parses an IPv4 or IPv6 address in any textual form the platform accepts, zone ids excluded. */
export function parseIp(input: string): IpParseResult {
  // Zone ids ('fe80::1%eth0') and surrounding whitespace are refused: the platform parses addresses with
  // Rust's std::net, which accepts neither, and no API field has anywhere to keep a zone id.
  if (isIpv4(input)) return { type: 'v4', address: input };
  if (isIpv6(input)) return { type: 'v6', address: input };
  return { type: 'error', message: INVALID_IP };
}

/** Form-validator form of `parseIp`: 'Not a valid IP address', or undefined when the address is valid. */
export function validateIp(input: string): string | undefined {
  const result = parseIp(input);
  return result.type === 'error' ? result.message : undefined;
}

function isIpv4(text: string): boolean {
  const octets = text.split('.');
  return octets.length === 4 && octets.every((octet) => OCTET.test(octet) && Number(octet) <= 255);
}

function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const [head = '', tail] = halves;
  if (tail === undefined) return countGroups(head, true) === IPV6_GROUPS;
  // An embedded IPv4 address may only close the address, so the part before '::' cannot hold one.
  const headGroups = countGroups(head, false);
  const tailGroups = countGroups(tail, true);
  if (headGroups === undefined || tailGroups === undefined) return false;
  // '::' stands for at least one group of zeros.
  return headGroups + tailGroups < IPV6_GROUPS;
}

/** Counts the 16-bit groups in a run like '1:2:3' (an IPv4 tail counts as two), or undefined if malformed. */
function countGroups(run: string, ipv4TailAllowed: boolean): number | undefined {
  if (run === '') return 0;
  const groups = run.split(':');
  let count = 0;
  for (const [index, group] of groups.entries()) {
    if (HEX_GROUP.test(group)) count += 1;
    else if (ipv4TailAllowed && index === groups.length - 1 && isIpv4(group)) count += 2;
    else return undefined;
  }
  return count;
}
