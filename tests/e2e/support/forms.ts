// What the form tests share: an empty rate limit per test, unique messages to find a submission by,
// the wait of a person filling a form, files as a visitor attaches them, and the owners' mail's links.
import type { Page } from "playwright-core";
import { testDb } from "./database";
import { RATE_LIMIT_COLLECTION } from "@/lib/forms/rate-limit";
import { MIN_FILL_MS } from "@/lib/forms/result";

/** Empties every visitor's counters: the tests all post from the same address. */
export async function emptyRateLimits(): Promise<void> {
  const counters = await testDb().collection(RATE_LIMIT_COLLECTION).get();
  await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
}

/** Each test starts with the visitor's counters empty. */
export function emptyRateLimitsBeforeEach(): void {
  beforeEach(emptyRateLimits);
}

export const unique = (text: string) =>
  `${text} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

// A person takes longer than this to fill a form; the browser holds a faster click until then, and the
// server refuses faster posts as a bot's.
export const likeAPerson = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 200);

/** A file with a real signature, padded to the size wanted. */
export const padded = (head: string | Buffer, size: number) =>
  Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(Math.max(0, size - Buffer.from(head).length), 0x20),
  ]);
export const pdf = (name: string, size = 20_000) => ({
  name,
  mimeType: "application/pdf",
  buffer: padded(`%PDF-1.7\n% ${name}\n`, size),
});
export const jpeg = (name: string, size = 30_000) => ({
  name,
  mimeType: "image/jpeg",
  buffer: padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), size),
});

/** The signed download links of an owners' mail, in order. */
export const mailLinks = (html: unknown) =>
  [...String(html).matchAll(/href="(http[^"]+X-Goog-Signature[^"]+)"/g)].map((m) =>
    m[1].replace(/&amp;/g, "&"),
  );
