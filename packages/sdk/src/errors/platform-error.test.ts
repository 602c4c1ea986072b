import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../client/result.js';
import { toPlatformError } from './platform-error.js';

const response = (headers: Record<string, string> = {}) => new Response(null, { headers });

const serverError = (statusCode: number, message: string, errorCode?: string | null): ApiFailure => ({
  type: 'error',
  data: { errorCode, message, requestId: 'req-1' },
  statusCode,
  response: response(),
});

const quiet = () => {};

describe('toPlatformError: server errors', () => {
  it.each<[string, ApiFailure, string | undefined, string]>([
    [
      '403 hides the server message',
      serverError(403, 'actor lacks permission', 'Forbidden'),
      undefined,
      'Action not authorized',
    ],
    [
      '403 wins over ObjectNotFound',
      serverError(403, 'not found: project "x"', 'ObjectNotFound'),
      undefined,
      'Action not authorized',
    ],
    [
      'ObjectNotFound is capitalised',
      serverError(404, 'not found: project with name "foo"', 'ObjectNotFound'),
      undefined,
      'Not found: project with name "foo"',
    ],
    [
      'already exists: thing from message',
      serverError(400, 'already exists: project "foo"', 'ObjectAlreadyExists'),
      undefined,
      'Project name already exists',
    ],
    [
      'message beats operation name',
      serverError(400, 'already exists: disk "d"', 'ObjectAlreadyExists'),
      'projectCreate',
      'Disk name already exists',
    ],
    [
      'kebab thing in message',
      serverError(400, 'already exists: vpc-subnet "sub"', 'ObjectAlreadyExists'),
      undefined,
      'VPC subnet name already exists',
    ],
    [
      'snake thing in message',
      serverError(400, 'already exists: floating_ip "fip"', 'ObjectAlreadyExists'),
      undefined,
      'Floating IP name already exists',
    ],
    [
      'thing from camelCase operation',
      serverError(400, 'conflict', 'ObjectAlreadyExists'),
      'projectCreate',
      'Project name already exists',
    ],
    [
      'thing from snake_case operation',
      serverError(400, 'conflict', 'ObjectAlreadyExists'),
      'project_create',
      'Project name already exists',
    ],
    [
      'multi-word thing from operation',
      serverError(400, 'conflict', 'ObjectAlreadyExists'),
      'vpcSubnetCreate',
      'VPC subnet name already exists',
    ],
    [
      'longer operation',
      serverError(400, 'conflict', 'ObjectAlreadyExists'),
      'current_user_ssh_key_create',
      'Current user SSH key name already exists',
    ],
    [
      'no thing anywhere falls back to the message',
      serverError(400, 'conflict', 'ObjectAlreadyExists'),
      'instanceStart',
      'Conflict',
    ],
    [
      'no operation falls back to the message',
      serverError(400, 'conflict', 'ObjectAlreadyExists'),
      undefined,
      'Conflict',
    ],
    [
      '"create" alone names no thing',
      serverError(400, 'conflict', 'ObjectAlreadyExists'),
      'create',
      'Conflict',
    ],
    [
      'JSON parse error drops prefix and position',
      serverError(400, 'unable to parse JSON body: missing field `name` at line 1 column 10', null),
      undefined,
      'Missing field `name`',
    ],
    [
      'InvalidRequest parse error',
      serverError(
        400,
        'unable to parse JSON body: invalid type: integer `3`, expected a string at line 4 column 12',
        'InvalidRequest',
      ),
      undefined,
      'Invalid type: integer `3`, expected a string',
    ],
    [
      'InvalidRequest without the prefix still drops the position',
      serverError(400, 'expected value at line 1 column 1', 'InvalidRequest'),
      undefined,
      'Expected value',
    ],
    [
      'InvalidRequest plain message',
      serverError(400, 'name must begin with a letter', 'InvalidRequest'),
      undefined,
      'Name must begin with a letter',
    ],
    [
      'anything else is capitalised',
      serverError(500, 'internal error', 'Internal'),
      undefined,
      'Internal error',
    ],
    ['no error code', serverError(503, 'service unavailable', undefined), undefined, 'Service unavailable'],
    ['empty message', serverError(500, '', 'Internal'), undefined, 'Unknown server error'],
    ['whitespace message', serverError(500, '   ', null), undefined, 'Unknown server error'],
    [
      'empty ObjectNotFound message',
      serverError(404, '', 'ObjectNotFound'),
      undefined,
      'Unknown server error',
    ],
    [
      'empty parse detail',
      serverError(400, 'unable to parse JSON body: ', null),
      undefined,
      'Unknown server error',
    ],
  ])('%s', (_label, failure, operationName, expected) => {
    expect(toPlatformError(failure, operationName, quiet).message).toBe(expected);
  });

  it('carries errorCode, statusCode and requestId through', () => {
    expect(
      toPlatformError(serverError(404, 'not found: disk "d"', 'ObjectNotFound'), 'diskView', quiet),
    ).toEqual({
      message: 'Not found: disk "d"',
      errorCode: 'ObjectNotFound',
      statusCode: 404,
      requestId: 'req-1',
    });
  });

  it('normalises a missing error code to null', () => {
    expect(toPlatformError(serverError(500, 'boom', undefined), undefined, quiet).errorCode).toBeNull();
  });
});

describe('toPlatformError: unreadable responses', () => {
  const clientError = (statusCode: number, headers?: Record<string, string>): ApiFailure => ({
    type: 'client_error',
    error: new SyntaxError('Unexpected token < in JSON'),
    text: '<html>Bad Gateway</html>',
    statusCode,
    response: response(headers),
  });

  it.each([502, 200, 500])('status %i keeps the fixed message and the status', (statusCode) => {
    expect(toPlatformError(clientError(statusCode), 'projectList', quiet)).toEqual({
      message: 'Error reading API response',
      errorCode: null,
      statusCode,
      requestId: null,
    });
  });

  it('takes the request id from the header when the body is unreadable', () => {
    expect(toPlatformError(clientError(502, { 'x-request-id': 'req-9' }), undefined, quiet).requestId).toBe(
      'req-9',
    );
  });
});

describe('toPlatformError: logging', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints nothing unless given a logger', () => {
    const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    toPlatformError(serverError(403, 'actor lacks permission', 'Forbidden'), 'projectDelete');
    toPlatformError({
      type: 'client_error',
      error: new SyntaxError('bad'),
      text: '<html>',
      statusCode: 502,
      response: response(),
    });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('logs server error details once to the given logger', () => {
    const log = vi.fn();
    toPlatformError(serverError(403, 'actor lacks permission', 'Forbidden'), 'projectDelete', log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('projectDelete failed (HTTP 403)', {
      errorCode: 'Forbidden',
      message: 'actor lacks permission',
      requestId: 'req-1',
    });
  });

  it('logs the raw body of an unreadable response to the given logger', () => {
    const log = vi.fn();
    const error = new SyntaxError('bad json');
    toPlatformError(
      { type: 'client_error', error, text: 'oops', statusCode: 502, response: response() },
      undefined,
      log,
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('API call failed: Error reading API response (HTTP 502)', error, 'oops');
  });
});
