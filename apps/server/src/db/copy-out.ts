import { Readable } from 'node:stream';
import type pg from 'pg';

/**
 * `COPY (<query>) TO STDOUT` on a client of node-postgres, without a library for it (pg-copy-streams
 * is not installed): node-postgres hands each CopyData message of the running query to it.
 * The query has one text column, copied in the binary format, so each row's text arrives as it is
 * (the CSV or text COPY formats would quote or escape it again); the framing of the binary format
 * (a header, then per row a field count, a length and the bytes, then -1) is taken off here.
 */

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Bytes gathered before they are handed on: one write per 64 KiB, not one per row. */
const CHUNK = 64 * 1024;

interface Connection {
  query(text: string): void;
  once(event: 'copyOutResponse', listener: () => void): void;
  removeListener(event: 'copyOutResponse', listener: () => void): void;
  stream: { pause(): void; resume(): void };
}

/** Unwraps the binary COPY format of a one-column query into the columns' bytes, end to end. */
export function binaryCopyParser() {
  let pending: Buffer = Buffer.alloc(0);
  let headerRead = false;
  let ended = false;
  return {
    get ended() {
      return ended;
    },
    /** The rows' bytes in this piece of the copy (a row split across pieces waits for the rest). */
    feed(piece: Buffer): Buffer[] {
      const buf: Buffer = pending.length ? Buffer.concat([pending, piece]) : piece;
      const out: Buffer[] = [];
      let at = 0;
      if (!headerRead) {
        if (buf.length < 19) {
          pending = buf;
          return out;
        }
        if (!buf.subarray(0, 11).equals(SIGNATURE)) throw new Error('COPY: not the binary format');
        const extension = buf.readUInt32BE(15);
        if (buf.length < 19 + extension) {
          pending = buf;
          return out;
        }
        at = 19 + extension;
        headerRead = true;
      }
      while (!ended && buf.length - at >= 2) {
        const fields = buf.readInt16BE(at);
        if (fields === -1) {
          ended = true;
          at += 2;
          break;
        }
        if (fields !== 1) throw new Error(`COPY: ${fields} columns, one expected`);
        if (buf.length - at < 6) break;
        const length = buf.readInt32BE(at + 2);
        const size = Math.max(0, length);
        if (buf.length - at < 6 + size) break;
        if (size) out.push(buf.subarray(at + 6, at + 6 + size));
        at += 6 + size;
      }
      pending = buf.subarray(at);
      return out;
    },
  };
}

/** A COPY of one text column as a stream (node-postgres's "submittable" query). */
class CopyOut extends Readable {
  private connection: Connection | undefined;
  private readonly parser = binaryCopyParser();
  private gathered: Buffer[] = [];
  private gatheredBytes = 0;
  private startedResolve!: () => void;
  private startedReject!: (err: Error) => void;
  /** Settles when the server starts the copy (resolves) or refuses the query (rejects). */
  readonly started = new Promise<void>((resolve, reject) => {
    this.startedResolve = resolve;
    this.startedReject = reject;
  });
  private running = false;
  private readonly onStart = () => {
    this.running = true;
    this.startedResolve();
  };

  constructor(private readonly text: string) {
    super();
    // Awaited by copyLines; a refusal after the start is the stream's error instead.
    this.started.catch(() => undefined);
  }

  submit(connection: Connection) {
    this.connection = connection;
    connection.once('copyOutResponse', this.onStart);
    connection.query(this.text);
  }

  handleCopyData(msg: { chunk: Buffer }) {
    // A copy: the message is a view of node-postgres's read buffer, which it fills again with the
    // next bytes from the socket, and rows are kept until 64 KiB are gathered.
    for (const row of this.parser.feed(Buffer.from(msg.chunk))) {
      this.gathered.push(row);
      this.gatheredBytes += row.length;
    }
    if (this.gatheredBytes >= CHUNK) this.flush();
  }

  private flush() {
    if (!this.gatheredBytes) return;
    const piece = Buffer.concat(this.gathered, this.gatheredBytes);
    this.gathered = [];
    this.gatheredBytes = 0;
    // Back-pressure: a slow download stops reading from the database's socket.
    if (!this.push(piece)) this.connection?.stream.pause();
  }

  override _read() {
    this.connection?.stream.resume();
  }

  handleCommandComplete() {
    this.flush();
  }

  handleReadyForQuery() {
    this.connection?.removeListener('copyOutResponse', this.onStart);
    // The copy is over: the connection reads again whatever the download does (its next query, its end).
    this.connection?.stream.resume();
    if (this.destroyed) return;
    this.flush();
    this.push(null);
  }

  handleError(err: Error) {
    this.connection?.removeListener('copyOutResponse', this.onStart);
    this.connection?.stream.resume();
    if (this.running) {
      // The file has started: the download is cut with the error.
      this.destroy(err);
    } else {
      // Refused before the start: copyLines rejects, and nobody listens to this stream.
      this.startedReject(err);
      this.destroy();
    }
  }

  handleEmptyQuery() {}
  handleRowDescription() {}
  handleDataRow() {}
}

/**
 * Runs `COPY (<select>) TO STDOUT (FORMAT binary)` on the client (which must be one of its own:
 * the connection is busy until the stream ends) and resolves with the rows' bytes once the copy
 * has started.
 */
export async function copyLines(client: pg.Client, select: string): Promise<Readable> {
  const copy = new CopyOut(`COPY (${select}) TO STDOUT (FORMAT binary)`);
  client.query(copy as unknown as pg.Submittable);
  await copy.started;
  return copy;
}

/**
 * COPY takes no bind parameters: `$1`, `$2`… become literals, numbers as numbers, anything else
 * quoted by the driver's own escaping (a visitor's search words included).
 */
export function inlineParams(sql: string, params: readonly unknown[], escapeLiteral: (text: string) => string): string {
  return sql.replace(/\$(\d+)/g, (_m, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= params.length) throw new Error(`COPY: no parameter $${n}`);
    const v = params[i];
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new Error(`COPY: parameter $${n} is not a finite number`);
      // In brackets: `x -$1` must not become the comment `x --5`.
      return `(${v})`;
    }
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
    return escapeLiteral(v instanceof Date ? v.toISOString() : String(v));
  });
}
