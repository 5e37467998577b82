/** @jest-environment node */
// The browser channel's wire format and session bookkeeping, without a network: what the web SDK's
// WebChannel client reads (length-prefixed chunks, numbered arrays, acknowledgements) and what a
// session keeps, resends and refuses.
import {
  ChannelSession,
  chunk,
  forwardAckChunk,
  handshakeChunk,
  parseForwardBody,
  type BackChannelSink,
} from "@/dev/firestore/browser-channel/server";

/** Reads chunks the way the client does: a length in UTF-16 code units, a newline, then that much text. */
function readChunks(text: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf("\n", at);
    const length = Number(text.slice(at, nl));
    out.push(JSON.parse(text.slice(nl + 1, nl + 1 + length)));
    at = nl + 1 + length;
  }
  return out;
}

describe("framing", () => {
  test("a chunk's length counts what the client decodes, so text beyond ASCII is cut right", () => {
    const json = JSON.stringify([[1, [{ name: "₹ 1,200 — ગ્રાઇન્ડિંગ 🔧" }]]]);
    const twice = chunk(json) + chunk(json);
    expect(readChunks(twice)).toEqual([JSON.parse(json), JSON.parse(json)]);
  });

  test("the handshake opens the session with its id, protocol version 8 and the keep-alive", () => {
    expect(readChunks(handshakeChunk("abc", 30000))).toEqual([
      [[0, ["c", "abc", "", 8, 14, 30000]]],
    ]);
  });

  test("a forward request is answered with the back channel state, the last array id and bytes pending", () => {
    expect(readChunks(forwardAckChunk(true, 7, 0))).toEqual([[1, 7, 0]]);
    expect(readChunks(forwardAckChunk(false, 0, 12))).toEqual([[0, 0, 12]]);
  });

  test("forward messages carry their index in the session", () => {
    const body = `count=2&ofs=5&req0___data__=${encodeURIComponent('{"a":1}')}&req1___data__=${encodeURIComponent('{"b":"x y+z"}')}`;
    expect(parseForwardBody(body)).toEqual([
      { index: 5, data: '{"a":1}' },
      { index: 6, data: '{"b":"x y+z"}' },
    ]);
    expect(parseForwardBody("headers=x")).toEqual([]);
  });

  test("a forward body that does not add up is refused", () => {
    expect(() => parseForwardBody("count=2&ofs=0&req0___data__=%7B%7D")).toThrow(
      "message 1 of 2 is missing",
    );
    expect(() => parseForwardBody("count=-1&ofs=0")).toThrow("bad message count");
    expect(() => parseForwardBody("count=1&ofs=x&req0___data__=1")).toThrow("bad message offset");
    expect(() => parseForwardBody("count=5000&ofs=0")).toThrow("bad message count");
  });
});

function sink() {
  const written: string[] = [];
  let ended = false;
  const s: BackChannelSink & { arrays(): unknown[]; ended(): boolean } = {
    write: (text) => void written.push(text),
    end: () => void (ended = true),
    arrays: () => readChunks(written.join("")).flat(),
    ended: () => ended,
  };
  return s;
}

const limits = { maxQueuedBytes: 10_000, recycleBytes: 100_000 };

describe("session", () => {
  test("arrays queued before the back channel opens are written to it in order, numbered from 1", () => {
    const session = new ChannelSession("s", limits, () => {});
    session.send([{ a: 1 }]);
    session.send([{ b: 2 }]);
    expect(session.queuedBytes(session.lastArrayId)).toBeGreaterThan(0);
    const back = sink();
    session.attach(back, 0, false);
    expect(back.arrays()).toEqual([
      [1, [{ a: 1 }]],
      [2, [{ b: 2 }]],
    ]);
    expect(session.lastArrayId).toBe(2);
    expect(session.queuedBytes(session.lastArrayId)).toBe(0);
    session.send(["noop"]);
    expect(back.arrays()).toEqual([
      [1, [{ a: 1 }]],
      [2, [{ b: 2 }]],
      [3, ["noop"]],
    ]);
    expect(back.ended()).toBe(false);
  });

  test("a new back channel gets again what the browser had not read, and the old one is ended", () => {
    const session = new ChannelSession("s", limits, () => {});
    const first = sink();
    session.attach(first, 0, false);
    session.send(["x"]);
    session.send(["y"]);
    session.send(["z"]);
    const second = sink();
    session.attach(second, 1, false);
    expect(first.ended()).toBe(true);
    expect(second.arrays()).toEqual([
      [2, ["y"]],
      [3, ["z"]],
    ]);
  });

  test("acknowledged arrays are forgotten, so the queue stays small", () => {
    const session = new ChannelSession("s", limits, () => {});
    session.attach(sink(), 0, false);
    session.send(["x"]);
    session.send(["y"]);
    const before = session.queuedBytes();
    session.acknowledge(2);
    expect(before).toBeGreaterThan(0);
    expect(session.queuedBytes()).toBe(0);
  });

  test("a long-polling back channel ends after each write", () => {
    const session = new ChannelSession("s", limits, () => {});
    const back = sink();
    session.attach(back, 0, true);
    expect(back.ended()).toBe(false);
    session.send(["x"]);
    expect(back.ended()).toBe(true);
    expect(session.hasBackChannel).toBe(false);
  });

  test("a streaming back channel is ended after enough bytes, so the browser reopens it and acknowledges", () => {
    const session = new ChannelSession("s", { maxQueuedBytes: 10_000, recycleBytes: 50 }, () => {});
    const back = sink();
    session.attach(back, 0, false);
    session.send(["short"]);
    expect(back.ended()).toBe(false);
    session.send(["x".repeat(60)]);
    expect(back.ended()).toBe(true);
  });

  test("a session holding more than its cap is closed with an error the browser can read", () => {
    const closed: string[] = [];
    const session = new ChannelSession("s", { maxQueuedBytes: 200, recycleBytes: 100_000 }, (s) =>
      closed.push(s.id),
    );
    const back = sink();
    session.attach(back, 0, false);
    back.write = () => {}; // the browser stops reading; nothing is acknowledged
    const stuck = sink();
    session.attach(stuck, 0, false);
    for (let i = 0; i < 10 && !session.closed; i++) session.send(["y".repeat(40)]);
    expect(session.closed).toBe(true);
    expect(closed).toEqual(["s"]);
    const last = stuck.arrays().at(-1) as [number, [{ error: { status: string } }]];
    expect(last[1][0].error.status).toBe("RESOURCE_EXHAUSTED");
    expect(stuck.ended()).toBe(true);
  });
});
