import type { OutStream } from '../io';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const FRAME_MS = 80;

/** Progress for a long wait: an animated line on a terminal, plain lines when each message changes otherwise. */
export interface Progress {
  update(message: string): void;
  stop(): void;
}

/** Starts progress on `stream` (stderr): a spinner on a TTY, one line per new message on a pipe or file. */
export function startProgress(stream: OutStream, message: string): Progress {
  if (!stream.isTTY) {
    let last = '';
    const update = (next: string) => {
      if (next !== last) stream.write(`${next}\n`);
      last = next;
    };
    update(message);
    return { update, stop: () => {} };
  }
  let current = message;
  let frame = 0;
  const draw = () => {
    stream.write(`\r\u001b[2K${FRAMES[frame % FRAMES.length]} ${current}`);
    frame += 1;
  };
  draw();
  const timer = setInterval(draw, FRAME_MS);
  return {
    update(next) {
      current = next;
    },
    stop() {
      clearInterval(timer);
      stream.write('\r\u001b[2K');
    },
  };
}
