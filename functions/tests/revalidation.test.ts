// The revalidation functions, built and discovered as a deploy does, driven by real writes to the embedded
// Firestore and calling a stand-in site: a content write makes exactly one call naming its collection,
// form and mail writes make none, the secret is the bearer token, a failing site is tried again within
// the call and, when it keeps failing, the handler throws so the platform delivers the event again.
// First, so the functions' logger writes to the recorded console.
import { logs } from "./support/function-logs";
import { collectionNames } from "@/lib/content/collections";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort } from "@/tests/support/ports";
import { deployManifest, deployTo, functionsDir, type DeployedFunctions, type Manifest, type Run } from "./support/deployed-functions";
import { startFakeSite, type FakeSite } from "./support/fake-site";

jest.setTimeout(30_000);

const PROJECT_ID = "demo-functions";
const SECRET = "test-revalidate-secret";
/** What the site writes besides content: form submissions, their mail and the spam checks' records. */
const NON_CONTENT = ["Inquiries", "Career", "mail", "form_rate_limits", "form_start_tokens"];

let database: EmbeddedDatabase;
let site: FakeSite;
let manifest: Manifest;
let deployed: DeployedFunctions;
const savedEnv = { ...process.env };

beforeAll(async () => {
  const host = `127.0.0.1:${await freePort()}`;
  [database, site, manifest] = await Promise.all([startEmbeddedDatabase({ host, dataFile: null }), startFakeSite(), deployManifest()]);
  process.env.FIRESTORE_EMULATOR_HOST = host;
  // Read by the functions' params at run time, as the platform provides them.
  process.env.SITE_URL = site.url;
  process.env.REVALIDATE_SECRET = SECRET;
  const loaded = (await import(functionsDir)) as Record<string, unknown>;
  deployed = await deployTo({ projectId: PROJECT_ID, manifest, module: loaded, collections: [...collectionNames, ...NON_CONTENT] });
});

afterAll(async () => {
  await deployed?.stop();
  await Promise.all([database?.stop(), site?.close()]);
  for (const name of ["FIRESTORE_EMULATOR_HOST", "SITE_URL", "REVALIDATE_SECRET"]) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

beforeEach(() => {
  site.reset();
  logs.length = 0;
});

/** Writes `data` to `document` and waits until every trigger it started has finished. */
async function write(document: string, data: Record<string, unknown> | null): Promise<Run[]> {
  const ref = deployed.db.doc(document);
  const seen = deployed.changeOf(document);
  await (data === null ? ref.delete() : ref.set(data));
  const runs = await seen;
  await Promise.all(runs.map((run) => run.settled));
  return runs;
}

/** Gives a stray extra call the time to arrive before a test counts them. */
const quietMoment = () => new Promise((resolve) => setTimeout(resolve, 200));

/** The collections each call to the site named, in order. */
const named = () => site.calls.map((call) => (call.body as { collections?: unknown }).collections);

test("a deploy registers one retried trigger per content collection of the site, holding the secret", () => {
  const endpoints = Object.entries(manifest.endpoints);
  const watched = endpoints.map(([, endpoint]) => endpoint.eventTrigger?.eventFilterPathPatterns?.document).sort();
  expect(watched).toEqual(collectionNames.map((name) => `${name}/{id}`).sort());
  for (const [id, endpoint] of endpoints) {
    // Names a 2nd gen deploy accepts.
    expect(id).toMatch(/^[a-z][a-z0-9-]{0,62}$/);
    expect(endpoint.platform).toBe("gcfv2");
    expect(endpoint.eventTrigger).toMatchObject({
      eventType: "google.cloud.firestore.document.v1.written",
      eventFilters: { database: "(default)" },
      retry: true,
    });
    expect(endpoint.secretEnvironmentVariables?.map((secret) => secret.key)).toEqual(["REVALIDATE_SECRET"]);
    expect(endpoint.availableMemoryMb).toBe(256);
    expect(endpoint.maxInstances).toBeLessThanOrEqual(10);
  }
  expect(manifest.params).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: "SITE_URL", type: "string" }),
      expect.objectContaining({ name: "REVALIDATE_SECRET", type: "secret" }),
    ]),
  );
});

test("a write to a content document makes exactly one call, naming its collection", async () => {
  for (const name of collectionNames) {
    const runs = await write(`${name}/first`, { title: `a ${name} record` });
    expect(runs).toHaveLength(1);
    await expect(runs[0].settled).resolves.toEqual({ ok: true });
  }
  await quietMoment();
  expect(named()).toEqual(collectionNames.map((name) => [name]));

  // An edit and a deletion are changes too.
  site.reset();
  await write("Products/first", { product_name: "Reamer", order: 2 });
  await write("Products/first", null);
  await quietMoment();
  expect(named()).toEqual([["Products"], ["Products"]]);
});

test("writes to the form, mail and spam-check collections make no call", async () => {
  for (const name of NON_CONTENT) {
    const runs = await write(`${name}/submission-1`, { name: "A visitor", created_at: new Date() });
    expect(runs).toEqual([]);
  }
  // The site was listening all along: a content write right after is called for, alone.
  await write("clients/after-forms", { name: "A client" });
  await quietMoment();
  expect(named()).toEqual([["clients"]]);
});

test("the call is a JSON POST to /api/revalidate with the secret as its bearer token", async () => {
  await write("home/main", { title: "Precision grinding" });
  expect(site.calls).toHaveLength(1);
  expect(site.calls[0]).toEqual({
    method: "POST",
    path: "/api/revalidate",
    authorization: `Bearer ${SECRET}`,
    contentType: "application/json",
    body: { collections: ["home"] },
  });
});

test("a call the site fails once is tried again and succeeds", async () => {
  site.answerNext(503);
  const [run] = await write("Services/grinding", { name: "Cylindrical grinding" });
  await expect(run.settled).resolves.toEqual({ ok: true });
  expect(named()).toEqual([["Services"], ["Services"]]);
});

test("when the site keeps failing the handler throws, so the platform delivers the event again", async () => {
  site.answerNext(503, 503, 503, 503, 503);
  const [run] = await write("our_teams/lead", { name: "A team member", role: "Lead" });
  const outcome = await run.settled;
  expect(outcome.ok).toBe(false);
  expect(!outcome.ok && outcome.error.message).toMatch(/did not revalidate our_teams after 3 attempts.*503/);
  expect(named()).toEqual([["our_teams"], ["our_teams"], ["our_teams"]]);
});

test("a refused secret is logged as a configuration error and not tried again", async () => {
  site.answerNext(401, 401, 401);
  const [run] = await write("color/theme", { code: "#1f4e79" });
  await expect(run.settled).resolves.toEqual({ ok: true });
  expect(site.calls).toHaveLength(1);
  expect(logs).toContainEqual(expect.objectContaining({ severity: "ERROR", message: expect.stringMatching(/401.*REVALIDATE_SECRET/) }));
});
