// After `next build`: marks the framework's first-load chunks (Next's runtime and React, listed as
// `rootMainFiles` in the build manifest, loaded by every page) with V8's explicit compile hint. Every
// function in them runs while the page starts, and without the hint V8 compiles each module's code on
// the main thread the first time it runs, in the one long task that starts the app; with it, Chromium
// compiles them while the script streams in, off the main thread. The files keep their names: the hint
// is part of what this build serves.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to each first-load chunk of the build in `distDir` (once); returns the files changed. */
export function hintFirstLoadChunks(distDir: string): string[] {
  const manifestPath = path.join(distDir, "build-manifest.json");
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { rootMainFiles?: unknown };
  const files = Array.isArray(manifest.rootMainFiles) ? manifest.rootMainFiles : [];
  const changed: string[] = [];
  for (const file of files) {
    if (typeof file !== "string" || !file.endsWith(".js")) continue;
    const full = path.join(distDir, file);
    if (!existsSync(full)) continue;
    const code = readFileSync(full, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + code);
    changed.push(file);
  }
  return changed;
}
