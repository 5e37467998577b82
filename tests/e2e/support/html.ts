// Reading server-rendered HTML in e2e tests: fetch a page as a crawler would (no JavaScript), find
// text as React escapes it, and pull out the JSON-LD blocks.
import { siteUrl } from "./browser";

export async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(siteUrl(path), { redirect: "manual" });
  return { status: res.status, html: await res.text() };
}

/**
 * Waits until none of `paths` serves `text` any more: after a test puts content back, each cached page
 * is served stale once while Next renders it again, so the next test file would see the old content.
 */
export async function untilGone(paths: string[], text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const path of paths) {
    while ((await fetchPage(path)).html.includes(text)) {
      if (Date.now() > deadline) throw new Error(`${path} still shows "${text}" after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

export type JsonLdNode = { "@type"?: string | string[]; [key: string]: unknown };

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails the test). */
export function jsonLdBlocks(html: string): JsonLdNode[] {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

export function typesOf(nodes: JsonLdNode[]): string[] {
  return nodes.flatMap((n) => (Array.isArray(n["@type"]) ? n["@type"] : n["@type"] ? [n["@type"]] : []));
}
