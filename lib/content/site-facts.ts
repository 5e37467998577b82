// What the proxy needs to know before a page is served (is the site on, which product and service ids
// exist), as the server's change listeners last saw it. The proxy, the route handlers and the
// listeners are bundled separately but run in one server process, so the facts live on globalThis
// under a registered symbol rather than in module state. The production server script (scripts/serve.ts)
// reads them too, outside Next's bundles, which is why this module does not import "server-only".

export type SiteFacts = {
  online: boolean;
  productIds: ReadonlySet<string>;
  serviceIds: ReadonlySet<string>;
};

type Store = {
  /** Set once the listeners have seen the flag and both id lists; kept while the database is away. */
  facts?: SiteFacts;
  /** Partial facts while the first snapshots arrive. */
  pending: Partial<SiteFacts>;
  /** Bumped by the revalidation endpoint so that facts read without a listener are read again. */
  epoch: number;
};

const KEY = Symbol.for("precitech.site-facts");
const holder = globalThis as typeof globalThis & { [KEY]?: Store };

function store(): Store {
  return (holder[KEY] ??= { pending: {}, epoch: 0 });
}

/** The listeners' facts, or undefined where no listener runs (serverless) or before the first snapshots. */
export function liveSiteFacts(): SiteFacts | undefined {
  return holder[KEY]?.facts;
}

/** Records one of the facts from a listener's snapshot; all three known make the facts live. */
export function recordSiteFact<K extends keyof SiteFacts>(key: K, value: SiteFacts[K]): void {
  const s = store();
  if (s.facts) {
    s.facts = { ...s.facts, [key]: value };
    return;
  }
  s.pending = { ...s.pending, [key]: value };
  const { online, productIds, serviceIds } = s.pending;
  if (online !== undefined && productIds && serviceIds) s.facts = { online, productIds, serviceIds };
}

/** Counter of invalidations from the revalidation endpoint (for facts the proxy reads itself). */
export function factsEpoch(): number {
  return holder[KEY]?.epoch ?? 0;
}

export function bumpFactsEpoch(): void {
  store().epoch++;
}
