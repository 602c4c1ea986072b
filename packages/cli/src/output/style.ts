import type { OutStream } from '../io';

/** Text styles; each is the identity when colour is off. */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  red(text: string): string;
  cyan(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

const COLOURED: Style = {
  bold: sgr(1, 22),
  dim: sgr(2, 22),
  green: sgr(32, 39),
  yellow: sgr(33, 39),
  red: sgr(31, 39),
  cyan: sgr(36, 39),
};

const plain = (text: string) => text;
const PLAIN: Style = { bold: plain, dim: plain, green: plain, yellow: plain, red: plain, cyan: plain };

/** Colour only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function colourEnabled(stream: OutStream, env: Record<string, string | undefined>, noColor = false) {
  if (noColor || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return false;
  // FORCE_COLOR and CLICOLOR_FORCE colour a pipe too (as gh and Node's own tools read them); 0 means no.
  const forced = [env.FORCE_COLOR, env.CLICOLOR_FORCE].find((value) => value !== undefined && value !== '');
  if (forced !== undefined) return forced !== '0' && forced !== 'false';
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** The style set for a stream. */
export function styleFor(enabled: boolean): Style {
  return enabled ? COLOURED : PLAIN;
}
