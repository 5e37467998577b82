// Whether the database answered the last time it was asked. Every server read and write reports here
// (lib/firebase/admin.ts), and the production server (scripts/serve.ts) reads it to answer a page that
// failed to render during an outage with 503 and Retry-After. Kept on globalThis because Next's bundles
// and the server script each load their own copy of this module in the same process.
const KEY = Symbol.for("site.database-health");

type Health = { failedAt: number; answeredAt: number };

function health(): Health {
  const holder = globalThis as typeof globalThis & { [KEY]?: Health };
  holder[KEY] ??= { failedAt: 0, answeredAt: 0 };
  return holder[KEY];
}

/** Records the outcome of a database call: `true` when it answered, `false` when it could not be reached. */
export function reportDatabase(answered: boolean, now = Date.now()): void {
  if (answered) health().answeredAt = now;
  else health().failedAt = now;
}

/** True when the latest database call failed to reach it. */
export function databaseAway(): boolean {
  const { failedAt, answeredAt } = health();
  return failedAt > answeredAt;
}
