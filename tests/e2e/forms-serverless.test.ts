// The forms' rate limit in the serverless shape as on Vercel (`next start` alone, VERCEL=1): the address
// is the platform's X-Real-IP and nothing else a client sends. Eight posts without JavaScript from one
// X-Real-IP, each with other values in every other address header, write at most five.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RATE_LIMIT } from "@/lib/forms/rate-limit";
import { freePort } from "@/tests/support/ports";
import { useBrowser } from "./support/browser";
import { connectAdmin } from "./support/database";
import { sendInquiriesWithoutScripts } from "./support/no-script-inquiry";
import {
  startDatabase,
  startNextServer,
  stopSite,
  type RunningDatabase,
  type RunningSite,
} from "./support/site";

jest.setTimeout(240_000);

const newPage = useBrowser();
const marker = `Serverless address test ${Date.now()}`;
let database: RunningDatabase;
let site: RunningSite;

beforeAll(async () => {
  const env = {
    PORT: String(await freePort()),
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    FIRESTORE_BROWSER_HOST: `127.0.0.1:${await freePort()}`,
    FIRESTORE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "forms-serverless-")),
  };
  database = await startDatabase(env);
  site = await startNextServer({ ...env, VERCEL: "1" });
});

afterAll(async () => {
  if (site) await stopSite(site);
  if (database) await stopSite(database);
});

test("eight posts without JavaScript from one X-Real-IP, every other address header forged, write at most five", async () => {
  const visitors = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
    headers: {
      "X-Real-IP": "203.0.113.50",
      "X-Forwarded-For": `198.51.100.${i}`,
      Forwarded: `for=198.51.100.${i}`,
      "X-Client-IP": `198.51.100.${i}`,
      "CF-Connecting-IP": `198.51.100.${i}`,
      "True-Client-IP": `198.51.100.${i}`,
    },
    message: `Inquiry number ${i} about carbide reamers`,
  }));
  const answers = await sendInquiriesWithoutScripts(
    newPage,
    `${site.url}/contact-us`,
    marker,
    visitors,
  );
  const admin = connectAdmin(database.host);
  try {
    const written = await admin.db.collection("Inquiries").where("company", "==", marker).get();
    expect(written.size).toBe(RATE_LIMIT.max);
  } finally {
    await admin.close();
  }
  expect(answers.filter((text) => /^Thank you, Ravi Desai\./.test(text))).toHaveLength(
    RATE_LIMIT.max,
  );
  expect(answers.filter((text) => /wait about ten minutes/.test(text))).toHaveLength(
    8 - RATE_LIMIT.max,
  );
});
