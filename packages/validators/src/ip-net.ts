import { parseIp } from './ip';

/** Result of parsing an IP network block such as '10.0.0.0/8': family, address and width, or why not. */
export type IpNetParseResult =
  | { type: 'v4' | 'v6'; address: string; width: number }
  | { type: 'error'; message: string };

const MAX_WIDTH = { v4: 32, v6: 128 } as const;

/** Parses an IP network block '{address}/{width}', where the width only has to be digits ('08' is 8). */
export function parseIpNet(input: string): IpNetParseResult {
  // The platform's own pattern refuses a zero-led width, so callers send `${address}/${width}` from the
  // result rather than the raw input.
  const parts = input.split('/');
  if (parts.length !== 2) {
    return { type: 'error', message: 'Must contain an IP address and a width, separated by a /' };
  }
  const [address = '', widthText = ''] = parts;
  const ip = parseIp(address);
  if (ip.type === 'error') return ip;
  if (!/^\d+$/.test(widthText)) return { type: 'error', message: 'Width must be an integer' };
  const width = Number(widthText);
  if (width > MAX_WIDTH[ip.type]) {
    const family = ip.type === 'v4' ? 'IPv4' : 'IPv6';
    return { type: 'error', message: `Max width for ${family} is ${MAX_WIDTH[ip.type]}` };
  }
  return { type: ip.type, address, width };
}

/** Form-validator form of `parseIpNet`: the error message, or undefined when the block is valid. */
export function validateIpNet(input: string): string | undefined {
  const result = parseIpNet(input);
  return result.type === 'error' ? result.message : undefined;
}
