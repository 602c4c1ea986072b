import type { ApiFailure } from '../client/result.js';
import { capitalize } from '../util/text.js';
import { FORBIDDEN_MESSAGE, UNKNOWN_SERVER_ERROR_MESSAGE, UNREADABLE_RESPONSE_MESSAGE } from './messages.js';

/** A failed call as the console and CLI show it (spec §3 "Error"). */
export interface PlatformError {
  /** Ready to show a user, per the error catalogue of spec §8. */
  message: string;
  errorCode: string | null;
  statusCode: number;
  requestId: string | null;
}

/** Where failure details go when the caller wants them, e.g. `console.error`; a library prints nothing unasked. */
export type ErrorLogger = (...data: unknown[]) => void;

const ALREADY_EXISTS_THING = /already exists: ([\w-]+)/;
const JSON_BODY_PREFIX = /^unable to parse JSON body:\s*/i;
const LINE_AND_COLUMN = /\s+at line \d+ column \d+$/;

// Abbreviations that appear in resource names; 'Floating IP' reads better than 'Floating ip'.
const ACRONYMS = new Set(['bfd', 'bgp', 'icmp', 'idp', 'ip', 'lldp', 'saml', 'scim', 'ssh', 'url', 'vpc']);

/** Splits camelCase, snake_case and kebab-case identifiers into lower-case words. */
function identifierWords(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** The resource kind an ObjectAlreadyExists is about, as words, or null when neither source names one. */
function alreadyExistsThing(message: string, operationName: string | undefined): string[] | null {
  const fromMessage = ALREADY_EXISTS_THING.exec(message)?.[1];
  if (fromMessage) return identifierWords(fromMessage);
  // 'vpcSubnetCreate' / 'vpc_subnet_create': everything before 'create' names the kind.
  const words = identifierWords(operationName ?? '');
  const create = words.lastIndexOf('create');
  return create > 0 ? words.slice(0, create) : null;
}

function thingLabel(words: string[]): string {
  return capitalize(words.map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)).join(' '));
}

function isJsonBodyError(errorCode: string | null, message: string): boolean {
  return errorCode === 'InvalidRequest' || JSON_BODY_PREFIX.test(message);
}

function userMessage(errorCode: string | null, serverMessage: string, operationName?: string): string {
  if (errorCode === 'ObjectAlreadyExists') {
    const thing = alreadyExistsThing(serverMessage, operationName);
    if (thing) return `${thingLabel(thing)} name already exists`;
  }
  // Parse errors carry serde's position in the request body, which means nothing to a form user.
  const text = isJsonBodyError(errorCode, serverMessage)
    ? serverMessage.replace(JSON_BODY_PREFIX, '').replace(LINE_AND_COLUMN, '')
    : serverMessage;
  // ObjectNotFound and everything else: the server's own words, as a sentence.
  return capitalize(text.trim()) || UNKNOWN_SERVER_ERROR_MESSAGE;
}

/** Turns a failed call into the error a user sees (spec §8); `log`, if given, receives the raw details. */
export function toPlatformError(
  failure: ApiFailure,
  operationName?: string,
  log?: ErrorLogger,
): PlatformError {
  const call = operationName ?? 'API call';
  if (failure.type === 'client_error') {
    log?.(
      `${call} failed: ${UNREADABLE_RESPONSE_MESSAGE} (HTTP ${failure.statusCode})`,
      failure.error,
      failure.text,
    );
    return {
      message: UNREADABLE_RESPONSE_MESSAGE,
      errorCode: null,
      statusCode: failure.statusCode,
      // The platform also sends the request id as a header, which survives an unreadable body.
      requestId: failure.response.headers.get('x-request-id'),
    };
  }

  const { data, statusCode } = failure;
  const errorCode = data.errorCode ?? null;
  log?.(`${call} failed (HTTP ${statusCode})`, data);
  return {
    message:
      statusCode === 403 ? FORBIDDEN_MESSAGE : userMessage(errorCode, data.message ?? '', operationName),
    errorCode,
    statusCode,
    requestId: data.requestId ?? null,
  };
}
