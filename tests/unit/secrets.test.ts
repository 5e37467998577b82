/**
 * @jest-environment node
 */
// The keys of the forms' spam checks: the variable, else derived from the service account's private key,
// else on the local database one kept beside its data; never anything public (a project id).
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteSecret } from "@/lib/http/secrets";

const KEY = "-----BEGIN PRIVATE KEY-----\nc2VjcmV0LWtleS1ib2R5\n-----END PRIVATE KEY-----\n";
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "forms-secrets-"));
const derived = (purpose: string) => createHash("sha256").update(`${purpose}:${KEY}`).digest("hex");

test("the variable wins", () => {
  const env = {
    FORMS_SIGNING_SECRET: "signing",
    FORMS_IP_HASH_SECRET: "hashing",
    FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ private_key: KEY }),
  };
  expect(siteSecret("FORMS_SIGNING_SECRET", env)).toBe("signing");
  expect(siteSecret("FORMS_IP_HASH_SECRET", env)).toBe("hashing");
});

test("without it, each key is derived from the service account's private key, in the variable or the key file", () => {
  const account = JSON.stringify({
    client_email: "site@example.iam.gserviceaccount.com",
    private_key: KEY,
  });
  expect(siteSecret("FORMS_SIGNING_SECRET", { FIREBASE_SERVICE_ACCOUNT: account })).toBe(
    derived("forms-start-token"),
  );
  expect(siteSecret("FORMS_IP_HASH_SECRET", { FIREBASE_SERVICE_ACCOUNT: account })).toBe(
    derived("forms-rate-limit"),
  );
  const file = path.join(dataDir(), "key.json");
  writeFileSync(file, account);
  expect(siteSecret("FORMS_IP_HASH_SECRET", { GOOGLE_APPLICATION_CREDENTIALS: file })).toBe(
    derived("forms-rate-limit"),
  );
});

test("on the local database, a key made once and kept beside its data, the same for every process and project id", () => {
  const dir = dataDir();
  const first = siteSecret("FORMS_IP_HASH_SECRET", {
    FIRESTORE_DATA_DIR: dir,
    FIREBASE_PROJECT_ID: "demo-one",
  });
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(readFileSync(path.join(dir, "forms-rate-limit-secret"), "utf8").trim()).toBe(first);
  expect(statSync(path.join(dir, "forms-rate-limit-secret")).mode & 0o777).toBe(0o600);
  expect(
    siteSecret("FORMS_IP_HASH_SECRET", {
      FIRESTORE_DATA_DIR: dir,
      FIREBASE_PROJECT_ID: "demo-two",
    }),
  ).toBe(first);
  expect(siteSecret("FORMS_SIGNING_SECRET", { FIRESTORE_DATA_DIR: dir })).not.toBe(first);
  // Another data folder, another database: another key.
  expect(siteSecret("FORMS_IP_HASH_SECRET", { FIRESTORE_DATA_DIR: dataDir() })).not.toBe(first);
});

test("a real project without either gets a key of this process only, announced once, never one of the project id", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const file = path.join(dataDir(), "user-credentials.json");
    writeFileSync(file, JSON.stringify({ type: "authorized_user" }));
    const env = { GOOGLE_APPLICATION_CREDENTIALS: file, FIREBASE_PROJECT_ID: "valsad-site" };
    const key = siteSecret("FORMS_SIGNING_SECRET", env);
    expect(siteSecret("FORMS_SIGNING_SECRET", env)).toBe(key);
    expect(key).not.toContain("valsad-site");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      "[forms] FORMS_SIGNING_SECRET is not set: a key of this process only is used",
    );
  } finally {
    warn.mockRestore();
  }
});
