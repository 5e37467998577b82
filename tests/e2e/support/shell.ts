// Shared set-up of the shell's browser tests: one browser per file, a fresh context per test, and
// changes to shared content documents that are always put back.
import type { Page } from "playwright-core";
import { openPage, useBrowser } from "./browser";
import { testDb } from "./database";

export type WithPage = <T>(
  options: Parameters<typeof openPage>[1],
  run: (page: Page) => Promise<T>,
) => Promise<T>;

/** A browser for this test file (see useBrowser); each call runs `run` in a page of its own context. */
export function useWithPage(): WithPage {
  const newPage = useBrowser();
  return async (options, run) => {
    const page = await newPage(options);
    try {
      return await run(page);
    } finally {
      await page.context().close();
    }
  };
}

/** Runs `body` with a content document changed, then writes the document back as it was. */
export async function withDocument(
  path: string,
  data: Record<string, unknown>,
  body: () => Promise<void>,
): Promise<void> {
  const ref = testDb().doc(path);
  const before = (await ref.get()).data();
  // Delete first: the embedded emulator merges a set() into an existing document instead of replacing it.
  await ref.delete();
  await ref.set(data);
  try {
    await body();
  } finally {
    await ref.delete();
    if (before) await ref.set(before);
  }
}
