import { invalidRequest } from '../model/core/errors';
import type { Handlers } from './types';

/** The serial console stream is a websocket; both runtimes upgrade it before dispatch ever sees it. */
export const serialConsoleHandlers: Handlers = {
  instance_serial_console_stream: () => {
    throw invalidRequest('the serial console stream needs a websocket upgrade');
  },
};
