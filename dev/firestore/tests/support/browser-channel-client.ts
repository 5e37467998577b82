// A hand-driven browser-channel client for tests that meet the channel as a hostile or broken page
// would: form bodies of forward requests, and reading a session's back channel as it streams.
import { LISTEN_PATH } from "@/dev/firestore/browser-channel/server";

/** The form body of a forward request carrying `messages`, numbered from `ofs`. */
export function channelForm(messages: string[], ofs = 0): string {
  return `count=${messages.length}&ofs=${ofs}&${messages.map((m, i) => `req${i}___data__=${encodeURIComponent(m)}`).join("&")}`;
}

/** Reads a session's back channel at `host` until `wanted` appears, or `ms` passes; returns what arrived. */
export async function backChannelUntil(
  host: string,
  origin: string,
  sid: string,
  wanted: string,
  ms = 5000,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  let text = "";
  try {
    const res = await fetch(
      `http://${host}${LISTEN_PATH}?VER=8&RID=rpc&SID=${sid}&AID=0&TYPE=xmlhttp&CI=0`,
      {
        headers: { Origin: origin },
        signal: controller.signal,
      },
    );
    const reader = res.body!.getReader();
    while (!text.includes(wanted)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } catch {
    // Aborted: what arrived so far tells the test what it needs.
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return text;
}
