// Server reads of the content collections: `'use cache'` functions tagged `content:<name>`, marked
// stale by POST /api/revalidate (the `content` profile's hour is a safety net). A failed read throws, so
// Next keeps serving the last good page. In the preview (draft mode) nothing is kept and drafts show.
import "server-only";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { cacheLife, cacheTag } from "next/cache";
import { withDb } from "@/lib/firebase/admin";
import { databaseTarget } from "@/lib/firebase/config";
import { contentTag, type CollectionName, type RecordOf } from "@/lib/content/collections";
import { demoContent } from "@/lib/content/demo-content";
import {
  currentCertificates,
  expiredProblems,
  isOpen,
  nextClosing,
  nextExpiry,
} from "@/lib/content/certificates";
import { parseFirst, parseList, reportProblems, toPlain, type RawDoc } from "@/lib/content/parse";
import { isPreview } from "@/lib/http/preview";
import { companyOrDefault } from "@/lib/site/company";
import { isDocumentId } from "@/lib/site/paths";
import { DEFAULT_BRAND_COLOR } from "@/lib/site/facts";
import { indiaDate, indiaYear } from "@/lib/site/india-date";
import type { Certification, Color, Company, JobOpening, SocialMedia } from "@/lib/content/schemas";

const isBuild = () => process.env.NEXT_PHASE === "phase-production-build";

let buildProbe: Promise<boolean> | undefined;

/**
 * Whether this build has no database, asked once per build. A build on the embedded database's address
 * renders the demo content (which `npm start` seeds), kept a second so the running site renders again
 * from its database; a real project's build that cannot read it fails.
 */
function buildWithoutDatabase(): Promise<boolean> {
  buildProbe ??= withDb((db) => db.collection("project").select().limit(1).get(), 3000).then(
    () => false,
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const target = databaseTarget();
      if (target.kind === "cloud") {
        buildProbe = undefined; // asked again by the next read: the build fails rather than guess
        throw new Error(
          `The build could not read the Firestore project ${target.projectId ?? "(from credentials)"}: ${message}. ` +
            "A real project's site is never built from demo content: check the network, the credentials and FIREBASE_PROJECT_ID, then build again.",
        );
      }
      console.warn(`[content] no database during the build (${message}); rendering demo content`);
      return true;
    },
  );
  return buildProbe;
}

/** An opening without `posted_on` was posted when its document was created (datePosted for search). */
function serverData(name: CollectionName, doc: DocumentSnapshot): unknown {
  const data = toPlain(doc.data()) as Record<string, unknown>;
  if (name !== "career_detail" || data.posted_on !== undefined || !doc.createTime) return data;
  return { ...data, posted_on: indiaDate(doc.createTime.toDate()) };
}

function logged<T>(name: CollectionName, read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    console.error(
      `[content] could not read ${name}:`,
      error instanceof Error ? error.message : error,
    );
    throw error;
  });
}

async function cachedCollection(name: CollectionName, first: boolean): Promise<unknown> {
  "use cache";
  cacheTag(contentTag(name));
  let docs: RawDoc[];
  if (isBuild() && (await buildWithoutDatabase())) {
    cacheLife({ stale: 300, revalidate: 1, expire: 60 * 60 * 24 * 365 });
    docs = Object.entries(demoContent[name]).map(([id, data]) => ({ id, data }));
  } else {
    cacheLife("content");
    const read = withDb(async (db) => (await db.collection(name).get()).docs);
    docs = (await logged(name, read)).map((d) => ({ id: d.id, data: serverData(name, d) }));
  }
  return first ? parseFirst(name, docs) : parseList(name, docs, { drafts: await isPreview() });
}

const listOf =
  <C extends CollectionName>(name: C) =>
  async () =>
    (await cachedCollection(name, false)) as RecordOf<C>[];

const firstOf =
  <C extends CollectionName>(name: C) =>
  async () =>
    (await cachedCollection(name, true)) as RecordOf<C> | null;

async function cachedRecord(name: CollectionName, id: string): Promise<unknown> {
  "use cache";
  cacheTag(contentTag(name));
  cacheLife("content");
  return logged(name, readRecordNow(name, id, await isPreview()));
}

/**
 * One record by id from the cached list; an id it does not name may have been added since, so that
 * document is read and cached by id until the collection's next edit.
 */
function byId<C extends CollectionName>(name: C, list: () => Promise<RecordOf<C>[]>) {
  return async (id: string): Promise<RecordOf<C> | null> => {
    const listed = (await list()).find((doc) => doc.id === id);
    if (listed || isBuild()) return listed ?? null;
    return (await cachedRecord(name, id)) as RecordOf<C> | null;
  };
}

/** A settings record read now, uncached: for the proxy (lib/http/site-state.ts). */
export async function readFirstNow<C extends CollectionName>(name: C, timeoutMs: number) {
  const docs = await withDb(async (db) => (await db.collection(name).get()).docs, timeoutMs);
  return parseFirst(
    name,
    docs.map((d) => ({ id: d.id, data: toPlain(d.data()) })),
  );
}

/** One record of a list collection read now, uncached, or null. */
export async function readRecordNow<C extends CollectionName>(
  name: C,
  id: string,
  drafts: boolean,
  timeoutMs?: number,
): Promise<RecordOf<C> | null> {
  if (!isDocumentId(id)) return null;
  const doc = await withDb((db) => db.collection(name).doc(id).get(), timeoutMs);
  const docs = doc.exists ? [{ id: doc.id, data: serverData(name, doc) }] : [];
  return parseList(name, docs, { drafts })[0] ?? null;
}

const colorRecord = firstOf("color");
const socialRecord = firstOf("social_media");
const companyRecord = firstOf("company");
const certificationList = listOf("certifications");
const openingList = listOf("career_detail");

export const getColor = async (): Promise<Color> =>
  (await colorRecord()) ?? { id: "", code: DEFAULT_BRAND_COLOR };
export const getSocialMedia = async (): Promise<SocialMedia> =>
  (await socialRecord()) ?? { id: "" };
export const getCompany = async (): Promise<Company> => companyOrDefault(await companyRecord());

/**
 * A read whose answer changes at `next` with time, not an edit, is kept no longer than that (Next keeps
 * a page no longer than its shortest read); "content" is drawn again hourly anyway.
 */
function keptUntil(next: number | undefined, now: number) {
  if (next !== undefined && next - now < 3600_000) {
    cacheLife({ stale: 300, revalidate: Math.ceil((next - now) / 1000), expire: 31_536_000 });
  } else cacheLife("content");
}

/** The certificates still valid now; expired ones are logged. */
export async function getCertifications(): Promise<Certification[]> {
  "use cache";
  cacheTag(contentTag("certifications"));
  const list = await certificationList();
  const now = Date.now();
  keptUntil(nextExpiry(list, now), now);
  reportProblems(expiredProblems(list, now), false);
  return currentCertificates(list, now);
}

/** The openings, each past its last day to apply closed. */
export async function getJobOpenings(): Promise<JobOpening[]> {
  "use cache";
  cacheTag(contentTag("career_detail"));
  const list = await openingList();
  const now = Date.now();
  keptUntil(nextClosing(list, now), now);
  return list.map((job) => (isOpen(job, now) ? job : { ...job, open: false }));
}

/** This year by India's calendar (years in business), drawn again hourly. */
export async function getIndiaYear(): Promise<number> {
  "use cache";
  cacheLife("content");
  return indiaYear();
}

export const getHome = firstOf("home");
export const getAboutUs = firstOf("about_us");
export const getPrivacy = firstOf("privacy");
export const getProducts = listOf("Products");
export const getProduct = byId("Products", getProducts);
export const getServices = listOf("Services");
export const getService = byId("Services", getServices);
export const getClients = listOf("clients");
export const getJobOpening = byId("career_detail", getJobOpenings);
export const getQualityControl = listOf("quality_control");
export const getTeam = listOf("our_teams");

export const productParams = async () => (await getProducts()).map((p) => ({ id: p.id }));
export const serviceParams = async () => (await getServices()).map((s) => ({ id: s.id }));
export const openingParams = async () =>
  (await getJobOpenings()).filter((job) => job.open).map((job) => ({ id: job.id }));
