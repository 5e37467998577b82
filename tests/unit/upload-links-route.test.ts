/**
 * @jest-environment node
 */
// POST /api/inquiry-uploads and /api/application-uploads take a small JSON body from anyone: a body over
// the limit is refused without being read further, so a client streaming megabytes cannot make the
// server hold them.
const issueUploadLinks = jest.fn();
jest.mock("next/server", () => ({ after: jest.fn() }));
jest.mock("@/lib/forms/uploads", () => ({
  issueUploadLinks: (...args: unknown[]) => issueUploadLinks(...args),
  sweepNowAndThen: jest.fn(),
}));

import { uploadLinksRoute } from "@/lib/forms/upload-links-route";

const POST = uploadLinksRoute("inquiry");
const MiB = 1024 * 1024;

beforeEach(() => {
  issueUploadLinks.mockReset();
  issueUploadLinks.mockResolvedValue({ status: 200, body: { uploads: [] } });
});

/** A body of `total` bytes of JSON-ish text, made as it is read; `pulled()` tells how much was read. */
function streamedBody(total: number) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://127.0.0.1:3000/api/inquiry-uploads", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );

test("a body streamed without a length is read no further than the limit, and refused with 413", async () => {
  const { body, pulled } = streamedBody(32 * MiB);
  const res = await post(body);
  expect(pulled()).toBeLessThanOrEqual(256 * 1024);
  expect(res.status).toBe(413);
  expect(issueUploadLinks).not.toHaveBeenCalled();
});

test("a body whose declared length is over the limit is refused before it is read", async () => {
  const { body, pulled } = streamedBody(32 * MiB);
  const res = await post(body, { "content-length": String(32 * MiB) });
  expect(pulled()).toBeLessThanOrEqual(64 * 1024);
  expect(res.status).toBe(413);
  expect(issueUploadLinks).not.toHaveBeenCalled();
});

test("the form's own request is read and answered", async () => {
  const request = {
    submission_id: "abcdefghijklmnop1234",
    start_token: "t",
    website: "",
    files: [{ name: "drawing.pdf", size: 1000 }],
  };
  const res = await post(JSON.stringify(request));
  expect(res.status).toBe(200);
  expect(issueUploadLinks).toHaveBeenCalledWith(
    "inquiry",
    request,
    expect.objectContaining({ origin: null }),
  );
});

test("a body that is not JSON is refused with 400", async () => {
  expect((await post("{not json")).status).toBe(400);
  expect(issueUploadLinks).not.toHaveBeenCalled();
});
