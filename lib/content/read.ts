// Server reads of the content collections, one reader per collection. Reads are cached in Next's data
// cache (shared by every request and tagged per collection) and invalidated when the collection changes, so
// visitors do not each cost Firestore reads and an edit in the console reaches the HTML within seconds.
import "server-only";
import { unstable_cache } from "next/cache";
import { withDb } from "@/lib/firebase/admin";
import { databaseTarget } from "@/lib/firebase/config";
import { contentTag, type CollectionName, type RecordOf } from "@/lib/content/collections";
import { demoContent } from "@/lib/content/demo-content";
import { parseDocument, parseFirst, parseList, reportProblems, toPlain, type RawDoc } from "@/lib/content/parse";
import { isDocumentId } from "@/lib/route-params";
import { CONTENT_REVALIDATE_SECONDS, DEFAULT_BRAND_COLOR } from "@/lib/site";
import type { Color, Project, SocialMedia } from "@/lib/content/schemas";

const isBuild = () => process.env.NEXT_PHASE === "phase-production-build";
let buildWithoutDatabase = false;

function demoDocs(name: CollectionName): RawDoc[] {
  return Object.entries(demoContent[name]).map(([id, data]) => ({ id, data }));
}

class BuildWithoutDatabaseError extends Error {
  constructor(name: CollectionName, cause: unknown) {
    const target = databaseTarget();
    super(
      `The build could not read "${name}" from the Firestore project ${target.projectId ?? "(from credentials)"}: ` +
        `${cause instanceof Error ? cause.message : String(cause)}. A real project's site is never built from demo ` +
        "content: check the network, the credentials and FIREBASE_PROJECT_ID, then build again.",
    );
    this.name = "BuildWithoutDatabaseError";
  }
}

/**
 * A build against the embedded database or an emulator that does not answer renders the demo content
 * (the demo catalogue belongs to them); at run time the pages are refreshed from the database within
 * seconds. A real project's build fails instead, and at run time a failure is thrown, so Next keeps
 * serving the last good page.
 */
async function loadDocs(name: CollectionName, read: () => Promise<RawDoc[]>): Promise<RawDoc[]> {
  if (isBuild() && buildWithoutDatabase) return demoDocs(name);
  try {
    return await read();
  } catch (error) {
    if (!isBuild()) {
      console.error(`[content] could not read ${name}:`, error instanceof Error ? error.message : error);
      throw error;
    }
    if (databaseTarget().kind === "cloud") throw new BuildWithoutDatabaseError(name, error);
    if (!buildWithoutDatabase) {
      console.warn(`[content] no database during the build (${error instanceof Error ? error.message : error}); rendering demo content`);
    }
    buildWithoutDatabase = true;
    return demoDocs(name);
  }
}

const readCollection = (name: CollectionName) =>
  loadDocs(name, () =>
    withDb(async (db) => (await db.collection(name).get()).docs.map((d) => ({ id: d.id, data: toPlain(d.data()) }))),
  );

/** A whole collection, read and parsed once per refresh interval for every page and visitor. */
function cachedCollection<C extends CollectionName, R>(name: C, parse: (name: C, docs: RawDoc[]) => R, kind: string) {
  return unstable_cache(async () => parse(name, await readCollection(name)), [`content-${kind}`, name], {
    tags: [contentTag(name)],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  });
}

const cachedList = <C extends CollectionName>(name: C) => cachedCollection(name, parseList<C>, "list");
const cachedFirst = <C extends CollectionName>(name: C) => cachedCollection(name, parseFirst<C>, "first");

function cachedById<C extends CollectionName>(name: C) {
  const read = unstable_cache(
    async (id: string): Promise<RecordOf<C> | null> => {
      const docs = await loadDocs(name, () =>
        withDb(async (db) => {
          const snap = await db.collection(name).doc(id).get();
          return snap.exists ? [{ id: snap.id, data: toPlain(snap.data()) }] : [];
        }),
      );
      const doc = docs.find((d) => d.id === id);
      if (!doc) return null;
      const { value, problems } = parseDocument(name, doc);
      reportProblems(problems, Boolean(value));
      return value ?? null;
    },
    ["content-doc", name],
    { tags: [contentTag(name)], revalidate: CONTENT_REVALIDATE_SECONDS },
  );
  return (id: string) => (isDocumentId(id) ? read(id) : Promise.resolve(null));
}

/**
 * The ids of a collection's documents, read from the database now, not from Next's data cache: the
 * proxy keeps its own copy for a few seconds and must see a document added a moment ago. (Under the
 * site's own server the proxy shares the data cache with pages, so a cached reader could answer with a
 * list up to CONTENT_REVALIDATE_SECONDS old.)
 */
export async function readDocumentIds(name: CollectionName): Promise<{ id: string }[]> {
  return withDb(async (db) => (await db.collection(name).get()).docs.map((d) => ({ id: d.id })));
}

const projectRecord = cachedFirst("project");
const colorRecord = cachedFirst("color");
const socialRecord = cachedFirst("social_media");

/** The site switch. A missing or unusable record means the site is online. */
export async function getProject(): Promise<Project> {
  return (await projectRecord()) ?? { id: "", online: true };
}

export async function getColor(): Promise<Color> {
  return (await colorRecord()) ?? { id: "", code: DEFAULT_BRAND_COLOR };
}

export async function getSocialMedia(): Promise<SocialMedia> {
  return (await socialRecord()) ?? { id: "" };
}

export const getHome = cachedFirst("home");
export const getAboutUs = cachedFirst("about_us");
export const getProducts = cachedList("Products");
export const getProduct = cachedById("Products");
export const getServices = cachedList("Services");
export const getService = cachedById("Services");
export const getClients = cachedList("clients");
export const getJobOpenings = cachedList("career_detail");
export const getQualityControl = cachedList("quality_control");
export const getTeam = cachedList("our_teams");

/** The ids of the product and service pages (and their share cards) to prerender; later ones render on first visit. */
export const productParams = async () => (await getProducts()).map((p) => ({ id: p.id }));
export const serviceParams = async () => (await getServices()).map((s) => ({ id: s.id }));
