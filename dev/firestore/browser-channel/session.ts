// One WebChannel session: the numbered arrays the server owes the browser, kept until the browser
// acknowledges them (its AID), written to the current back channel when one is open, and written again
// on the next one if a back channel broke before the browser read them. Bounded in bytes: a session
// that falls that far behind is closed with an error, and its browser opens a new one.
import { arraysChunk } from "./framing";

/** Where back-channel chunks go: an HTTP response held open. */
export type BackChannelSink = { write(text: string): void; end(): void };

export type SessionLimits = {
  /** Bytes of arrays not yet acknowledged that a session may hold before it is closed. */
  maxQueuedBytes: number;
  /** Bytes after which a streaming back channel is ended, so the browser reopens it and acknowledges. */
  recycleBytes: number;
};

type Queued = { id: number; text: string };

export class ChannelSession {
  lastActivity = Date.now();
  /** Index of the next forward message expected (a retried request repeats earlier ones). */
  nextMessageIndex = 0;
  private outbox: Queued[] = [];
  private queuedBytes = 0;
  private nextArrayId = 1; // array 0 is the handshake
  private lastWrittenId = 0;
  private back: { sink: BackChannelSink; longPoll: boolean; bytes: number } | undefined;
  private closedFlag = false;

  constructor(
    readonly id: string,
    private readonly limits: SessionLimits,
    private readonly onClosed: (session: ChannelSession) => void,
  ) {}

  get closed(): boolean {
    return this.closedFlag;
  }

  get hasBackChannel(): boolean {
    return this.back !== undefined;
  }

  /** The last array id written to a back channel. */
  get lastArrayId(): number {
    return this.lastWrittenId;
  }

  get pendingBytes(): number {
    return this.queuedBytes;
  }

  /** Bytes queued but not yet written to a back channel. */
  get outstandingBytes(): number {
    return this.outbox
      .filter((q) => q.id > this.lastWrittenId)
      .reduce((sum, q) => sum + q.text.length, 0);
  }

  /** Queues one array for the browser. Closes the session with an error when it holds too much. */
  send(payload: unknown[]): void {
    if (this.closedFlag) return;
    const id = this.nextArrayId++;
    const text = JSON.stringify([id, payload]);
    this.outbox.push({ id, text });
    this.queuedBytes += text.length;
    if (this.queuedBytes > this.limits.maxQueuedBytes) {
      this.fail(
        "RESOURCE_EXHAUSTED",
        "the browser is not reading its updates: the session is closed and will be reopened",
      );
      return;
    }
    this.flush();
  }

  /** The browser has every array up to `arrayId`: they need not be kept. */
  acknowledge(arrayId: number): void {
    if (!Number.isInteger(arrayId)) return;
    while (this.outbox.length > 0 && this.outbox[0].id <= arrayId) {
      this.queuedBytes -= this.outbox.shift()!.text.length;
    }
  }

  /** A new back channel from the browser, which has read up to `arrayId`; a previous one is ended. */
  attach(sink: BackChannelSink, arrayId: number, longPoll: boolean): void {
    this.lastActivity = Date.now();
    if (this.back) this.back.sink.end();
    this.acknowledge(arrayId);
    // Whatever was written after what the browser says it read is written again.
    this.lastWrittenId = Number.isInteger(arrayId)
      ? Math.min(this.lastWrittenId, arrayId)
      : this.lastWrittenId;
    this.back = { sink, longPoll, bytes: 0 };
    this.flush();
  }

  /** The back channel's connection is gone (ended by either side). */
  detach(sink: BackChannelSink): void {
    if (this.back?.sink !== sink) return;
    this.back = undefined;
    this.lastActivity = Date.now();
  }

  private flush(): void {
    const back = this.back;
    if (!back) return;
    const pending = this.outbox.filter((q) => q.id > this.lastWrittenId);
    if (pending.length === 0) return;
    const text = arraysChunk(pending.map((q) => q.text));
    back.sink.write(text);
    back.bytes += text.length;
    this.lastWrittenId = pending[pending.length - 1].id;
    // A long-polling browser (behind a buffering proxy) reads a response only once it ends.
    if (back.longPoll || back.bytes >= this.limits.recycleBytes) {
      this.back = undefined;
      back.sink.end();
    }
  }

  /** Tells the browser why the session ends (when it can still be told) and closes it. */
  fail(status: string, message: string): void {
    if (this.closedFlag) return;
    const back = this.back;
    if (back) {
      const id = this.nextArrayId++;
      back.sink.write(arraysChunk([JSON.stringify([id, [{ error: { status, message } }]])]));
    }
    this.close();
  }

  close(): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    this.back?.sink.end();
    this.back = undefined;
    this.outbox = [];
    this.queuedBytes = 0;
    this.onClosed(this);
  }
}
