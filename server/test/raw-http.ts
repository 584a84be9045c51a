import { connect, type Socket } from 'node:net';

export type RawAnswer =
  | { status: number; headers: Record<string, string>; body: string }
  /** The connection ended, or was reset, before a whole answer came. */
  | { ended: string };

/**
 * One kept-alive HTTP/1.1 connection, driven by hand: each `get` is written on the same socket whatever
 * the client would know about its state, as a client does that has not yet seen the server close it.
 */
export async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffer = Buffer.alloc(0);
  let ended: string | null = null;
  let wake = () => {};
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    ended = error.code ?? error.message;
    wake();
  });
  socket.on('close', () => {
    ended ??= 'closed';
    wake();
  });

  /** A whole answer at the start of the buffer, taken out of it; null until it has all come. */
  const takeAnswer = (): RawAnswer | null => {
    const head = buffer.indexOf('\r\n\r\n');
    if (head < 0) return null;
    const [statusLine, ...lines] = buffer.subarray(0, head).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (buffer.length < head + 4 + length) return null;
    const body = buffer.subarray(head + 4, head + 4 + length).toString('utf8');
    buffer = buffer.subarray(head + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  };

  return {
    async get(path: string, host: string): Promise<RawAnswer> {
      if (!socket.destroyed) socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      for (;;) {
        const answer = takeAnswer();
        if (answer) return answer;
        if (ended) return { ended };
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: () => socket.destroy(),
  };
}
