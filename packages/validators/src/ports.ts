/** An inclusive port range; a single port has `start === end`. */
export type PortRange = readonly [start: number, end: number];

/** Result of parsing a port range typed by a user. */
export type PortRangeResult = { ok: true; value: PortRange } | { ok: false; message: string };

/** Highest port the platform accepts: ports are 16-bit on the wire. */
export const MAX_PORT = 65535;

const PORT_RANGE = /^(\d{1,5})(?:-(\d{1,5}))?$/;

/** Parses '80' or '6667-7000' the way the platform's L4PortRange does, ignoring surrounding whitespace. */
export function parsePortRange(input: string): PortRangeResult {
  const match = PORT_RANGE.exec(input.trim());
  if (!match) return { ok: false, message: 'Not a valid port range' };
  const start = Number(match[1]);
  const end = match[2] === undefined ? start : Number(match[2]);
  // Five digits reach 99999, and the platform stores ports as non-zero u16, so it would refuse 0 and
  // anything above 65535 with a less helpful message than this one.
  if (!isPort(start) || !isPort(end)) {
    return { ok: false, message: `Port must be between 1 and ${MAX_PORT}` };
  }
  if (end < start) return { ok: false, message: 'End of range must not be below the start' };
  return { ok: true, value: [start, end] };
}

/** Form-validator form of `parsePortRange`: the error message, or undefined when the range is valid. */
export function validatePortRange(input: string): string | undefined {
  const result = parsePortRange(input);
  return result.ok ? undefined : result.message;
}

/** Wire form of a parsed range ('80' or '22-53'), so padded or zero-led input is never sent as typed. */
export function formatPortRange([start, end]: PortRange): string {
  return start === end ? String(start) : `${start}-${end}`;
}

function isPort(port: number): boolean {
  return port >= 1 && port <= MAX_PORT;
}
