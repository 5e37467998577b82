// What the proxy may learn about the site switch without asking the database, inside one server process:
// the flag (and the company's contact facts for the 503 page) as the server's change listeners last saw
// them (`npm start`), and a counter the revalidation endpoint bumps when it is told that `project`,
// `Products` or `Services` changed, so the proxy asks again at once for the switch and the product and
// service ids it keeps (lib/http/site-status.ts). The proxy, the route handlers and the listeners are
// bundled separately but run in one process, so both live on globalThis under a registered symbol
// rather than in module state.
import type { ContactFacts } from "@/lib/http/unavailable-page";

type Store = {
  /** The site switch from the listeners' latest snapshot; undefined where no listener runs. */
  online?: boolean;
  /** The company's name, phone and e-mail from the listeners' latest snapshot of `company`. */
  contact?: ContactFacts;
  /** Bumped by the revalidation endpoint when the site switch or the product and service ids may have changed. */
  epoch: number;
};

const KEY = Symbol.for("precitech.site-facts");
const holder = globalThis as typeof globalThis & { [KEY]?: Store };

function store(): Store {
  return (holder[KEY] ??= { epoch: 0 });
}

/** The switch as the listeners last saw it, or undefined where no listener runs (serverless). */
export function listenedSiteSwitch(): boolean | undefined {
  return holder[KEY]?.online;
}

/** Records the switch from a listener's snapshot of `project`. */
export function recordSiteSwitch(online: boolean): void {
  store().online = online;
}

/** The company's contact facts as the listeners last saw them, or undefined where no listener runs. */
export function listenedContactFacts(): ContactFacts | undefined {
  return holder[KEY]?.contact;
}

export function recordContactFacts(contact: ContactFacts): void {
  store().contact = contact;
}

/** Counter of revalidations that named `project`, `Products` or `Services` in this process. */
export function switchEpoch(): number {
  return holder[KEY]?.epoch ?? 0;
}

export function bumpSwitchEpoch(): void {
  store().epoch++;
}
