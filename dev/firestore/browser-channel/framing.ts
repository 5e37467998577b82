// The wire format of WebChannel (BrowserChannel protocol version 8), as the closure client in the
// firebase web SDK reads and writes it: forward requests are form bodies carrying numbered messages,
// and every answer is a sequence of chunks "<length>\n<JSON>" whose length counts UTF-16 code units
// (the client measures the decoded text, not bytes).

const CHANNEL_VERSION = 8;
/** The server version the client is told; 14 is what the web SDK's own backend answers. */
const SERVER_VERSION = 14;

/** One chunk of a response: the JSON text prefixed with its length. */
export function chunk(json: string): string {
  return `${json.length}\n${json}`;
}

/**
 * The handshake answer: array 0 opens the session with its id. `keepAliveMs` tells the client how often
 * the server writes on an idle back channel (it waits one and a half times that before giving up).
 */
export function handshakeChunk(sessionId: string, keepAliveMs: number): string {
  return chunk(
    JSON.stringify([[0, ["c", sessionId, "", CHANNEL_VERSION, SERVER_VERSION, keepAliveMs]]]),
  );
}

/** Answer to a forward request: whether a back channel is open, the last array id sent on it, bytes not yet sent. */
export function forwardAckChunk(
  hasBackChannel: boolean,
  lastArrayId: number,
  outstandingBytes: number,
): string {
  return chunk(JSON.stringify([hasBackChannel ? 1 : 0, lastArrayId, outstandingBytes]));
}

/** Numbered arrays for the back channel, already serialised one by one. */
export function arraysChunk(arrays: string[]): string {
  return chunk(`[${arrays.join(",")}]`);
}

export type ForwardMessage = { index: number; data: string };

const MAX_MESSAGES_PER_REQUEST = 1000;

/**
 * The messages of a forward request body (`count=N&ofs=M&req0___data__=…`). Each carries its index in
 * the session (ofs + i), so a request the client retries is recognised.
 */
export function parseForwardBody(body: string): { messages: ForwardMessage[] } | { error: string } {
  const form = new URLSearchParams(body);
  const countText = form.get("count");
  if (countText === null) return { messages: [] };
  const count = Number(countText);
  const offset = Number(form.get("ofs") ?? "0");
  if (!Number.isInteger(count) || count < 0 || count > MAX_MESSAGES_PER_REQUEST)
    return { error: `bad message count "${countText}"` };
  if (!Number.isInteger(offset) || offset < 0)
    return { error: `bad message offset "${form.get("ofs")}"` };
  const messages: ForwardMessage[] = [];
  for (let i = 0; i < count; i++) {
    const data = form.get(`req${i}___data__`);
    if (data === null) return { error: `message ${i} of ${count} is missing` };
    messages.push({ index: offset + i, data });
  }
  return { messages };
}
