// The revalidation functions, built and discovered as a deploy does, driven by real writes to the embedded
// Firestore and calling a stand-in site: a content write makes exactly one call naming its collection,
// form and mail writes make none, the secret is the bearer token, a failing site is tried again within
// the call and, when it keeps failing, the handler throws so the platform delivers the event again.
// First, so the functions' logger writes to the recorded console.
import { logs } from "./support/function-logs";
import os from "node:os";
import { collectionNames } from "@/lib/content/collections";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort } from "@/tests/support/ports";
import {
  deployManifest,
  deployTo,
  functionsDir,
  type DeployedFunctions,
  type Manifest,
  type Run,
} from "./support/deployed-functions";
import { startFakeSite, type FakeSite } from "./support/fake-site";

jest.setTimeout(30_000);

const PROJECT_ID = "demo-functions";
const SECRET = "test-revalidate-secret";
const OWNER = "owner@precitech.example";
/** What the site writes besides content: form submissions, their mail and the spam checks' records. */
const NON_CONTENT = ["Inquiries", "Career", "mail", "form_rate_limits", "form_start_tokens"];

let database: EmbeddedDatabase;
let site: FakeSite;
let manifest: Manifest;
let deployed: DeployedFunctions;
const savedEnv = { ...process.env };
const savedCwd = process.cwd();

beforeAll(async () => {
  const host = `127.0.0.1:${await freePort()}`;
  [database, site, manifest] = await Promise.all([
    startEmbeddedDatabase({ host, dataFile: null }),
    startFakeSite(),
    deployManifest(),
  ]);
  process.env.FIRESTORE_EMULATOR_HOST = host;
  // Read by the functions' params at run time, as the platform provides them.
  process.env.SITE_URL = site.url;
  process.env.REVALIDATE_SECRET = SECRET;
  process.env.NOTIFY_CONTENT_TO = OWNER;
  // The platform names the project the functions run in.
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // Where the function runs there is no public/ beside it: what it knows of the site's files is in its bundle.
  process.chdir(os.tmpdir());
  const loaded = (await import(functionsDir)) as Record<string, unknown>;
  deployed = await deployTo({
    projectId: PROJECT_ID,
    manifest,
    module: loaded,
    collections: [...collectionNames, ...NON_CONTENT],
  });
});

afterAll(async () => {
  process.chdir(savedCwd);
  await deployed?.stop();
  await Promise.all([database?.stop(), site?.close()]);
  for (const name of [
    "FIRESTORE_EMULATOR_HOST",
    "SITE_URL",
    "REVALIDATE_SECRET",
    "NOTIFY_CONTENT_TO",
    "GCLOUD_PROJECT",
  ]) {
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
  const endpoints = Object.entries(manifest.endpoints).filter(
    ([, endpoint]) => endpoint.eventTrigger,
  );
  const watched = endpoints
    .map(([, endpoint]) => endpoint.eventTrigger?.eventFilterPathPatterns?.document)
    .sort();
  expect(watched).toEqual(collectionNames.map((name) => `${name}/{id}`).sort());
  for (const [id, endpoint] of endpoints) {
    // Names a 2nd gen deploy accepts.
    expect(id).toMatch(/^[a-z][a-z0-9-]{0,62}$/);
    expect(endpoint.platform).toBe("gcfv2");
    expect(endpoint.eventTrigger).toMatchObject({
      eventType: "google.cloud.firestore.document.v1.written.withAuthContext",
      eventFilters: { database: "(default)" },
      retry: true,
    });
    expect(endpoint.secretEnvironmentVariables?.map((secret) => secret.key)).toEqual([
      "REVALIDATE_SECRET",
    ]);
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
  expect(!outcome.ok && outcome.error.message).toMatch(
    /did not revalidate our_teams after 3 attempts.*503/,
  );
  expect(named()).toEqual([["our_teams"], ["our_teams"], ["our_teams"]]);
});

test("a refused secret is logged as a configuration error and not tried again", async () => {
  site.answerNext(401, 401, 401);
  const [run] = await write("color/theme", { code: "#1f4e79" });
  await expect(run.settled).resolves.toEqual({ ok: true });
  expect(site.calls).toHaveLength(1);
  expect(logs).toContainEqual(
    expect.objectContaining({
      severity: "ERROR",
      message: expect.stringMatching(/401.*REVALIDATE_SECRET/),
    }),
  );
});

describe("after each edit, as the site's own listeners do (lib/content/after-edit.ts)", () => {
  type Mail = { to: string[]; message: { subject: string; text: string } };
  // The mails the functions wrote (an earlier test wrote a document of its own to the collection).
  const mails = async () =>
    (await deployed.db.collection("mail").get()).docs
      .map((d) => d.data() as Mail)
      .filter((m) => m.message?.subject);

  test("the version an edit replaced is kept, with who made it", async () => {
    await write("Products/kept", { product_name: "Step drill", order: 1 });
    await write("Products/kept", { product_name: "Step drill, carbide", order: 1 });
    const history = await deployed.db
      .collection("content_history")
      .where("doc_key", "==", "Products/kept")
      .get();
    const entries = history.docs
      .map((d) => d.data())
      .sort((a, b) => a.changed_at.toMillis() - b.changed_at.toMillis());
    expect(entries.map((e) => [e.before, e.after_exists, e.changed_by])).toEqual([
      [null, true, "site@demo-functions.iam.gserviceaccount.com"],
      [
        { product_name: "Step drill", order: 1 },
        true,
        "site@demo-functions.iam.gserviceaccount.com",
      ],
    ]);
    // A retried event keeps it once.
    expect(entries[1].expires_at.toMillis() - entries[1].changed_at.toMillis()).toBe(
      90 * 86_400_000,
    );
  });

  test("a document the site cannot show is told once, with the field and the console link; fixing it is told once", async () => {
    const before = (await mails()).length;
    await write("Products/broken", { product_name: "Reamer", image: "not a picture" });
    let now = await mails();
    expect(now).toHaveLength(before + 1);
    const told = now.find((m) => m.message.subject.includes("Products/broken"));
    expect(told?.to).toEqual([OWNER]);
    expect(told?.message.text).toMatch(/field "image" must be a picture/);
    expect(told?.message.text).toContain(
      `https://console.firebase.google.com/project/${PROJECT_ID}/firestore/databases/-default-/data/~2FProducts~2Fbroken`,
    );
    // Another edit with the same fault: nobody is told again.
    await write("Products/broken", { product_name: "Reamer, 6 mm", image: "not a picture" });
    expect(await mails()).toHaveLength(before + 1);
    await write("Products/broken", {
      product_name: "Reamer, 6 mm",
      image: "/images/products/reamer.svg",
    });
    now = await mails();
    expect(now).toHaveLength(before + 2);
    expect(now.some((m) => m.message.subject === "Website: Products/broken is fixed")).toBe(true);
  });

  test("a picture named by a path the site does not have is told, with the file meant", async () => {
    await write("Products/misspelt", {
      product_name: "Reamer",
      image: "/images/products/reamr.svg",
    });
    const told = (await mails()).find((m) => m.message.subject.includes("Products/misspelt"));
    expect(told?.message.text).toContain(
      'field "image" is not a file of the website, so it is not shown: did you mean "/images/products/reamer.svg"?',
    );
  });
});

describe("once a day, certificates that expired with no edit", () => {
  type Mail = { to: string[]; message: { subject: string; text: string } };
  const mailsAbout = async (id: string) =>
    (await deployed.db.collection("mail").get()).docs
      .map((d) => d.data() as Mail)
      .filter((m) => m.message?.subject?.includes(`certifications/${id}`));

  test("a deploy registers the run just after midnight, India time", () => {
    expect(manifest.endpoints.certificates).toMatchObject({
      platform: "gcfv2",
      scheduleTrigger: { schedule: "every day 00:05", timeZone: "Asia/Kolkata" },
    });
  });

  test("a certificate whose valid_until has passed is told once, as no longer shown; renewed, it is told as fixed", async () => {
    await write("certifications/lapsed", {
      name: "ISO 9001:2015",
      issuer: "TUV",
      valid_until: "2020-03-31",
    });
    await write("certifications/valid", {
      name: "ISO 14001",
      issuer: "TUV",
      valid_until: "2099-12-31",
    });
    // The write's own trigger already tells of a certificate typed with a date gone by; one that passes
    // its date later is only seen by the daily run, which tells of each once.
    await deployed.db
      .collection("content_problems")
      .get()
      .then((snap) => Promise.all(snap.docs.map((d) => d.ref.delete())));
    const before = (await mailsAbout("lapsed")).length;
    await deployed.runScheduled("certificates");
    await deployed.runScheduled("certificates");
    const told = await mailsAbout("lapsed");
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)?.message.text).toContain(
      'field "valid_until" 2020-03-31 has passed: the certificate is no longer shown',
    );
    expect(told.at(-1)?.message.subject).toBe("Website: certifications/lapsed has expired");
    expect(told.at(-1)?.message.text).toContain("has expired: the site no longer shows it.");
    expect(await mailsAbout("valid")).toHaveLength(0);

    await write("certifications/lapsed", {
      name: "ISO 9001:2015",
      issuer: "TUV",
      valid_until: "2029-03-31",
    });
    expect(
      (await mailsAbout("lapsed")).some(
        (m) => m.message.subject === "Website: certifications/lapsed is fixed",
      ),
    ).toBe(true);
  });
});
