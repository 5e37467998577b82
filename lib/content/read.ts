// Server reads of the content collections, one reader per collection. Reads are cached in Next's data
// cache (shared by every request and tagged per collection) and marked stale when the collection changes,
// so visitors do not each cost Firestore reads and an edit in the console reaches the HTML within seconds.
import "server-only";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { unstable_cache } from "next/cache";
import { withDb } from "@/lib/firebase/admin";
import { databaseTarget } from "@/lib/firebase/config";
import { contentTag, type CollectionName, type RecordOf } from "@/lib/content/collections";
import { demoContent } from "@/lib/content/demo-content";
import { currentCertificates, expiredProblems, nextExpiry } from "@/lib/content/certificates";
import {
  parseFirst,
  parseList,
  reportProblems,
  toPlain,
  type Drafts,
  type RawDoc,
} from "@/lib/content/parse";
import { isPreview } from "@/lib/http/preview";
import { defaultCompany } from "@/lib/site/company";
import { isDocumentId } from "@/lib/site/paths";
import { CONTENT_REVALIDATE_SECONDS, DEFAULT_BRAND_COLOR } from "@/lib/site/facts";
import { indiaDate } from "@/lib/site/india-date";
import type { Certification, Color, Company, SocialMedia } from "@/lib/content/schemas";

const isBuild = () => process.env.NEXT_PHASE === "phase-production-build";

function demoDocs(name: CollectionName): RawDoc[] {
  return Object.entries(demoContent[name]).map(([id, data]) => ({ id, data }));
}

class BuildWithoutDatabaseError extends Error {
  constructor(cause: unknown) {
    const target = databaseTarget();
    super(
      `The build could not read the Firestore project ${target.projectId ?? "(from credentials)"}: ` +
        `${cause instanceof Error ? cause.message : String(cause)}. A real project's site is never built from demo ` +
        "content: check the network, the credentials and FIREBASE_PROJECT_ID, then build again.",
    );
    this.name = "BuildWithoutDatabaseError";
  }
}

/** How long the build waits for the database to answer its first read. */
const BUILD_PROBE_MS = 3000;
let buildProbe: Promise<boolean> | undefined;

/**
 * Whether this build has no database to read: asked once per build process, before any cached read,
 * so that demo content never enters Next's data cache. A build against the embedded database or an
 * emulator that does not answer renders the demo content (the demo catalogue belongs to them); a real
 * project's build fails instead.
 */
function buildWithoutDatabase(): Promise<boolean> {
  buildProbe ??= withDb(
    (db) => db.collection("project").select().limit(1).get(),
    BUILD_PROBE_MS,
  ).then(
    () => false,
    (error: unknown) => {
      if (databaseTarget().kind === "cloud") {
        // Asked again by the next read: a real project's build fails rather than render without it.
        buildProbe = undefined;
        throw new BuildWithoutDatabaseError(error);
      }
      console.warn(
        `[content] no database during the build (${error instanceof Error ? error.message : error}); rendering demo content`,
      );
      return true;
    },
  );
  return buildProbe;
}

/**
 * A page rendered from demo content during the build is replaced as soon as it is asked for at run
 * time: a cached read's lifetime bounds the page's (Next keeps the shortest), so this one-second entry
 * makes the page stale a second after the build.
 */
const markDemoRender = unstable_cache(async () => true, ["content-demo-render"], { revalidate: 1 });

/**
 * A document's fields, and what only the server knows of it: an opening without `posted_on` was posted
 * when its document was created (the day in India), the date search engines get (JobPosting's datePosted)
 * instead of the day the page was last rendered.
 */
function serverData(name: CollectionName, doc: QueryDocumentSnapshot): unknown {
  const data = toPlain(doc.data()) as Record<string, unknown>;
  if (name !== "career_detail" || data.posted_on !== undefined) return data;
  return { ...data, posted_on: indiaDate(doc.createTime.toDate()) };
}

const readCollection = (name: CollectionName) =>
  withDb(async (db) =>
    (await db.collection(name).get()).docs.map((d) => ({ id: d.id, data: serverData(name, d) })),
  );

async function failed(name: CollectionName, error: unknown): Promise<never> {
  console.error(
    `[content] could not read ${name}:`,
    error instanceof Error ? error.message : error,
  );
  throw error;
}

/**
 * A whole collection, read and parsed once for every page and visitor, until an edit marks it stale
 * (lib/content/revalidation.ts) or the safety net runs out. A failed read throws, so Next keeps the last good
 * data and pages. The owners' preview (draft mode, where Next bypasses its caches) reads it now, with
 * the drafts.
 */
function cachedCollection<C extends CollectionName, R>(
  name: C,
  parse: (name: C, docs: RawDoc[], options?: Drafts) => R,
  kind: string,
): () => Promise<R> {
  const cached = unstable_cache(
    async () => parse(name, await readCollection(name).catch((error) => failed(name, error))),
    [`content-${kind}`, name],
    {
      tags: [contentTag(name)],
      revalidate: CONTENT_REVALIDATE_SECONDS,
    },
  );
  return async () => {
    if (isBuild() && (await buildWithoutDatabase())) {
      await markDemoRender();
      return parse(name, demoDocs(name));
    }
    if (await isPreview())
      return parse(name, await readCollection(name).catch((error) => failed(name, error)), {
        drafts: true,
      });
    return cached();
  };
}

const cachedList = <C extends CollectionName>(name: C) =>
  cachedCollection(name, parseList<C>, "list");
const cachedFirst = <C extends CollectionName>(name: C) =>
  cachedCollection(name, parseFirst<C>, "first");

const readDocument = (name: CollectionName, id: string) =>
  withDb(async (db) => {
    const doc = await db.collection(name).doc(id).get();
    return doc.exists ? [{ id: doc.id, data: toPlain(doc.data()) }] : [];
  });

/**
 * One record of a list collection by id, looked up in the cached list: an id the list names costs no
 * read. An id it does not name may be a record added since the list was cached (after an edit, Next
 * serves the stale list once while it reads it again), so that one document is read, and the answer
 * cached by id until the next edit of its collection: a bot trying the same address again costs
 * nothing (the proxy answers unknown page addresses itself, lib/http/site-status.ts).
 */
function byId<C extends CollectionName>(name: C, list: () => Promise<RecordOf<C>[]>) {
  const record = (id: string) =>
    unstable_cache(
      async () =>
        parseList(name, await readDocument(name, id).catch((error) => failed(name, error)))[0] ??
        null,
      ["content-record", name, id],
      {
        tags: [contentTag(name)],
        revalidate: CONTENT_REVALIDATE_SECONDS,
      },
    )();
  return async (id: string): Promise<RecordOf<C> | null> => {
    if (!isDocumentId(id)) return null;
    const listed = (await list()).find((doc) => doc.id === id);
    if (listed || isBuild() || (await isPreview())) return listed ?? null;
    return record(id);
  };
}

/**
 * The site switch read from the database now, not from the cache: what the proxy asks every instance
 * for (GET /api/site-status), so that an instance no revalidation call reached still follows the switch.
 * One read of a one-document collection. No page is rendered from the switch (app/layout.tsx), so there
 * is no cached copy of it to keep.
 */
export async function readSiteSwitch(timeoutMs: number): Promise<boolean> {
  const docs = await withDb(
    async (db) =>
      (await db.collection("project").get()).docs.map((d) => ({
        id: d.id,
        data: toPlain(d.data()),
      })),
    timeoutMs,
  );
  return parseFirst("project", docs)?.online ?? true;
}

const colorRecord = cachedFirst("color");
const socialRecord = cachedFirst("social_media");

export async function getColor(): Promise<Color> {
  return (await colorRecord()) ?? { id: "", code: DEFAULT_BRAND_COLOR };
}

export async function getSocialMedia(): Promise<SocialMedia> {
  return (await socialRecord()) ?? { id: "" };
}

const companyRecord = cachedFirst("company");

/** The company's facts: the first `company` record (wrong fields replaced by defaults), or the defaults. */
export async function getCompany(): Promise<Company> {
  return (await companyRecord()) ?? defaultCompany;
}

const certificationList = cachedList("certifications");

/**
 * The certificates still valid now (lib/content/certificates.ts); expired ones are reported in the log
 * (and by `content check`) and never reach a page. Expiry comes with time, not with an edit, so a page
 * that reads the certificates is kept no longer than until the next one expires: a cached read's
 * lifetime bounds the page's, and this one ends then.
 */
export async function getCertifications(): Promise<Certification[]> {
  const list = await certificationList();
  const now = Date.now();
  reportProblems(expiredProblems(list, now), false);
  const next = nextExpiry(list, now);
  if (next !== undefined && next - now < CONTENT_REVALIDATE_SECONDS * 1000) {
    const seconds = Math.max(1, Math.ceil((next - now) / 1000));
    await unstable_cache(async () => next, ["certificate-expiry", String(next)], {
      revalidate: seconds,
    })();
  }
  return currentCertificates(list, now);
}

export const getHome = cachedFirst("home");
export const getAboutUs = cachedFirst("about_us");
/** The owners' privacy notice, or null: the page then shows the default (lib/site/default-privacy.ts). */
export const getPrivacy = cachedFirst("privacy");
export const getProducts = cachedList("Products");
export const getProduct = byId("Products", getProducts);
export const getServices = cachedList("Services");
export const getService = byId("Services", getServices);
export const getClients = cachedList("clients");
export const getJobOpenings = cachedList("career_detail");
export const getQualityControl = cachedList("quality_control");
export const getTeam = cachedList("our_teams");

/** The ids of the product and service pages (and their share cards) to prerender; later ones render on first visit. */
export const productParams = async () => (await getProducts()).map((p) => ({ id: p.id }));
export const serviceParams = async () => (await getServices()).map((s) => ({ id: s.id }));
