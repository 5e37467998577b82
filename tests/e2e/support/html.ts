// Reading server-rendered HTML in e2e tests: fetch a page as a crawler would (no JavaScript), find
// text as React escapes it, and pull out the JSON-LD blocks.
import { siteUrl } from "./browser";

export async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(siteUrl(path), { redirect: "manual" });
  return { status: res.status, html: await res.text() };
}

/** Polls a new request of `path` until `check` passes on its HTML (pages follow edits within seconds). */
export async function eventuallyServed(
  path: string,
  check: (html: string) => boolean,
  timeoutMs = 30_000,
  what = "the change",
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { html } = await fetchPage(path);
    if (check(html)) return html;
    if (Date.now() > deadline)
      throw new Error(`${path} did not serve ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until none of `paths` serves `text` any more: after a test puts content back, each cached page
 * is served stale once while Next renders it again, so the next test file would see the old content.
 */
export async function untilGone(paths: string[], text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const path of paths)
    await eventuallyServed(
      path,
      (html) => !html.includes(text),
      Math.max(0, deadline - Date.now()),
      `a page without "${text}"`,
    );
}

/** The text of a page's first h1, as the server wrote it. */
export function headingOf(html: string): string | undefined {
  return /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
}

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

export type JsonLdNode = { "@type"?: string | string[]; [key: string]: unknown };

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails the test). */
export function jsonLdBlocks(html: string): JsonLdNode[] {
  const blocks = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1]);
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

export function typesOf(nodes: JsonLdNode[]): string[] {
  return nodes.flatMap((n) =>
    Array.isArray(n["@type"]) ? n["@type"] : n["@type"] ? [n["@type"]] : [],
  );
}
