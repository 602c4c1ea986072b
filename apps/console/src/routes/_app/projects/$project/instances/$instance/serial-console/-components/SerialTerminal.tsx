import { useEffect, useRef } from 'react';

export type ConnectionState = 'connecting' | 'connected' | 'closed';

/** The websocket address of an instance's serial console, on the console's own origin like every call. */
export function serialConsoleUrl(project: string, instance: string, origin = window.location) {
  const protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ project, most_recent: String(256 * 1024) });
  return `${protocol}//${origin.host}/v1/instances/${encodeURIComponent(instance)}/serial-console/stream?${query}`;
}

async function bytesOf(data: unknown): Promise<Uint8Array | string> {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
  return String(data);
}

type Xterm = import('@xterm/xterm').Terminal;

/**
 * Loads xterm on demand (so it never weighs on the rest of the console), opens a terminal in `element` that
 * refits whenever its box changes size, and hands it to `attach`; the returned function tears both down.
 */
function mountTerminal(
  element: HTMLElement,
  readOnly: boolean,
  attach: (terminal: Xterm) => () => void,
): () => void {
  let disposed = false;
  let teardown = () => {};
  void (async () => {
    const [{ Terminal }, { FitAddon }] = await Promise.all([
      import('@xterm/xterm'),
      import('@xterm/addon-fit'),
      import('@xterm/xterm/css/xterm.css'),
    ]);
    if (disposed) return;
    // The platform sends a bare newline for Enter (spec §1), so the terminal adds the carriage return.
    const terminal = new Terminal({
      convertEol: true,
      cursorBlink: !readOnly,
      disableStdin: readOnly,
      fontSize: 14,
      scrollback: 5000,
    });
    const fit = new FitAddon();
    terminal.loadAddon(fit);
    terminal.open(element);
    fit.fit();
    if (!readOnly) terminal.focus();
    const detach = attach(terminal);
    const observer = new ResizeObserver(() => fit.fit());
    observer.observe(element);
    teardown = () => {
      observer.disconnect();
      detach();
      terminal.dispose();
    };
  })();
  return () => {
    disposed = true;
    teardown();
  };
}

/**
 * An xterm terminal wired to the serial console websocket: output is written as it arrives, keystrokes are
 * sent as bytes.
 */
export function SerialTerminal({
  url,
  label,
  onStateChange,
}: {
  url: string;
  label: string;
  onStateChange: (state: ConnectionState) => void;
}) {
  const container = useRef<HTMLElement>(null);
  const stateListener = useRef(onStateChange);
  stateListener.current = onStateChange;

  useEffect(() => {
    let disposed = false;
    const report = (state: ConnectionState) => !disposed && stateListener.current(state);
    report('connecting');
    const element = container.current;
    if (!element) return;
    const unmount = mountTerminal(element, false, (terminal) => {
      const socket = new WebSocket(url);
      socket.binaryType = 'arraybuffer';
      socket.addEventListener('open', () => report('connected'));
      socket.addEventListener('close', () => report('closed'));
      socket.addEventListener('message', async (event) => terminal.write(await bytesOf(event.data)));
      const encoder = new TextEncoder();
      const input = terminal.onData((data) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(encoder.encode(data));
      });
      return () => {
        input.dispose();
        socket.close();
      };
    });
    return () => {
      disposed = true;
      unmount();
    };
  }, [url]);

  return <section ref={container} aria-label={label} className="serial-console-terminal" />;
}

/** The serial console's recent output in a terminal that takes no input, for users who may only read it. */
export function SerialHistory({ data, label }: { data: readonly number[]; label: string }) {
  const container = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    return mountTerminal(element, true, (terminal) => {
      terminal.write(Uint8Array.from(data));
      return () => {};
    });
  }, [data]);
  return <section ref={container} aria-label={label} className="serial-console-terminal" />;
}
