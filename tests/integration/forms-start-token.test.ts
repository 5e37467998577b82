// The fill-time check's signed start: what key signs it (FORMS_SIGNING_SECRET, else one derived from
// the service account, else on the local database one kept beside its data; lib/http/secrets.ts), what
// a forged or garbled token reads as, the window of ages that counts, and the record in Firestore that lets a token start one
// submission only.
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { getDb } from "@/lib/firebase/admin";
import { visitorKey } from "@/lib/forms/rate-limit";
import {
  claimStartToken,
  fillTimeMs,
  issueStartToken,
  readStartToken,
  START_TOKEN_COLLECTION,
  START_TOKEN_MAX_AGE_MS,
} from "@/lib/forms/checks";
import { restoreEnvAfterEach, setEnv } from "@/tests/support/environment";
import { useTestDatabase } from "@/tests/support/test-database";

jest.setTimeout(30_000);
useTestDatabase();

restoreEnvAfterEach("FORMS_SIGNING_SECRET", "FIREBASE_SERVICE_ACCOUNT", "FIRESTORE_DATA_DIR");
beforeEach(() => {
  setEnv("FORMS_SIGNING_SECRET", undefined);
  setEnv("FIREBASE_SERVICE_ACCOUNT", undefined);
});

/** The token's signature checked with a key the test knows. */
const signedWith = (key: string, token: string) => {
  const [issued, nonce, signature] = token.split(".");
  return createHmac("sha256", key).update(`${issued}.${nonce}`).digest("base64url") === signature;
};

test("a token holds the time it was issued and a nonce of 16 characters, and reads back as issued", () => {
  process.env.FORMS_SIGNING_SECRET = "a-secret-of-the-site";
  const token = issueStartToken(1_764_000_000_123.9);
  expect(token).toMatch(/^1764000000123\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
  expect(readStartToken(token)).toEqual({
    issuedAt: 1_764_000_000_123,
    nonce: token.split(".")[1],
  });
  expect(issueStartToken(5)).not.toBe(issueStartToken(5));
});

test("FORMS_SIGNING_SECRET signs the tokens when it is set", () => {
  process.env.FORMS_SIGNING_SECRET = "a-secret-of-the-site";
  process.env.FIREBASE_SERVICE_ACCOUNT = JSON.stringify({
    private_key: "-----BEGIN PRIVATE KEY-----abc",
  });
  expect(signedWith("a-secret-of-the-site", issueStartToken())).toBe(true);
});

test("without it, a key derived from the service account's private key signs them, the same on every server", () => {
  const privateKey = "-----BEGIN PRIVATE KEY-----abc";
  process.env.FIREBASE_SERVICE_ACCOUNT = JSON.stringify({
    project_id: "p",
    private_key: privateKey,
  });
  const derived = createHash("sha256").update(`forms-start-token:${privateKey}`).digest("hex");
  const token = issueStartToken();
  expect(signedWith(derived, token)).toBe(true);
  expect(signedWith(privateKey, token)).toBe(false);
});

test("without either, on the local database a key kept beside its data signs them; an unusable service account counts as none", () => {
  setEnv("FIRESTORE_DATA_DIR", mkdtempSync(path.join(os.tmpdir(), "start-token-")));
  const tokens = [
    undefined,
    "not json",
    JSON.stringify({ private_key: "" }),
    JSON.stringify({ private_key: 42 }),
    JSON.stringify({}),
  ].map((account) => {
    setEnv("FIREBASE_SERVICE_ACCOUNT", account);
    return issueStartToken();
  });
  setEnv("FIREBASE_SERVICE_ACCOUNT", undefined);
  const kept = readFileSync(
    path.join(process.env.FIRESTORE_DATA_DIR!, "forms-start-token-secret"),
    "utf8",
  ).trim();
  expect(kept).toMatch(/^[0-9a-f]{64}$/);
  expect(tokens.map((token) => signedWith(kept, token))).toEqual([true, true, true, true, true]);
  // Another key does not accept them.
  process.env.FORMS_SIGNING_SECRET = "another";
  expect(tokens.map(readStartToken)).toEqual([null, null, null, null, null]);
});

test("a forged, altered or garbled token reads as nothing", () => {
  process.env.FORMS_SIGNING_SECRET = "a-secret-of-the-site";
  const token = issueStartToken(1_764_000_000_000);
  const [issued, nonce, signature] = token.split(".");
  const other = (c: string) => (c === "A" ? "B" : "A");
  for (const bad of [
    `${Number(issued) - 60_000}.${nonce}.${signature}`,
    `${issued}.${other(nonce[0])}${nonce.slice(1)}.${signature}`,
    `${issued}.${nonce}.${signature.slice(0, -1)}${other(signature.at(-1)!)}`,
    `${issued}.${nonce}.${createHmac("sha256", "guessed").update(`${issued}.${nonce}`).digest("base64url")}`,
    `${issued}.${nonce}`,
    `${issued}.${nonce}.${signature}.`,
    ` ${token}`,
    `x${token}`,
    "",
  ]) {
    expect(readStartToken(bad)).toBeNull();
  }
  expect(readStartToken(token)).not.toBeNull();
});

test("the fill time counts from issue, tolerates 5 s of clock difference and ends after a day", () => {
  const token = { issuedAt: 1_000_000_000, nonce: "n".repeat(16) };
  expect(fillTimeMs(token, token.issuedAt + 4_000)).toBe(4_000);
  expect(fillTimeMs(token, token.issuedAt)).toBe(0);
  expect(fillTimeMs(token, token.issuedAt - 5_000)).toBe(0);
  expect(fillTimeMs(token, token.issuedAt - 5_001)).toBeNull();
  expect(fillTimeMs(token, token.issuedAt + START_TOKEN_MAX_AGE_MS)).toBe(START_TOKEN_MAX_AGE_MS);
  expect(fillTimeMs(token, token.issuedAt + START_TOKEN_MAX_AGE_MS + 1)).toBeNull();
  expect(START_TOKEN_MAX_AGE_MS).toBe(86_400_000);
});

test("a token starts one submission per visitor: its retries may present it again, another submission of that visitor may not, another visitor's may", async () => {
  const token = { issuedAt: Date.UTC(2026, 10, 2, 10, 0, 0), nonce: "abcdefghijklmnop" };
  expect(await claimStartToken(token, "submission-one", "203.0.113.7")).toBe(true);
  expect(await claimStartToken(token, "submission-one", "203.0.113.7")).toBe(true);
  expect(await claimStartToken(token, "submission-two", "203.0.113.7")).toBe(false);
  expect(
    await claimStartToken({ ...token, nonce: "bcdefghijklmnopq" }, "submission-two", "203.0.113.7"),
  ).toBe(true);
  // A cached page's token is every visitor's: another visitor's submission may start with it.
  expect(await claimStartToken(token, "submission-three", "198.51.100.20")).toBe(true);
  expect(await claimStartToken(token, "submission-four", "198.51.100.20")).toBe(false);
  // Kept by token and visitor: the address as the rate limit's keyed hash, never as typed.
  const record = await getDb()
    .collection(START_TOKEN_COLLECTION)
    .doc(`${token.nonce}.${visitorKey("203.0.113.7")}`)
    .get();
  expect(record.data()).toEqual({
    submission_id: "submission-one",
    expires_at: Timestamp.fromMillis(token.issuedAt + START_TOKEN_MAX_AGE_MS),
  });
});
