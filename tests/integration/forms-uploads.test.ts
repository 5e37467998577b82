// The forms' files against the embedded Firestore and the local Storage emulator: the contact form's
// drawings and the application's CV, in a post that carries them (no JavaScript) or uploaded through
// links (with JavaScript), the content and size checks that refuse and store nothing, the owners' mail
// with working download links, the spam checks and rate limit on upload links, and the sweep of uploads
// never sent.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sendApplication as applicationAction } from "@/app/career/actions";
import { sendInquiry as inquiryAction } from "@/app/contact-us/actions";
import { seedDemoContent } from "@/lib/content/maintenance";
import { getDb, resetDb } from "@/lib/firebase/admin";
import { downloadLink, getBucket } from "@/lib/firebase/storage";
import { companyFacts, issueStartToken, MESSAGES } from "@/lib/forms/checks";
import {
  ABANDONED_AFTER_MS,
  sweepAbandonedUploads,
  sweepNowAndThen,
  uploadLinks,
} from "@/lib/forms/uploads";
import { startStorageEmulator, type StorageEmulator } from "@/dev/storage/server";
import { localSigningKey } from "@/lib/firebase/local-signing-key";
import { restoreEnvAfterAll } from "@/tests/support/environment";
import { seen } from "@/tests/support/form-replies";
import { freePort } from "@/tests/support/ports";
import { clearDatabase, startTestDatabase } from "@/tests/support/test-database";
import type { EmbeddedDatabase } from "@/dev/firestore/emulator";

let visitorIp = "203.0.113.1";
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-real-ip": visitorIp, origin: "http://localhost:3998" }),
}));
// What a server action leaves to run after its answer (the sweep), run here when a test says so.
const mockAfterTasks: (() => unknown)[] = [];
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: (task: () => unknown) => mockAfterTasks.push(task),
}));
restoreEnvAfterAll(
  "VERCEL",
  "FIREBASE_STORAGE_EMULATOR_HOST",
  "STORAGE_EMULATOR_HOST",
  "FIRESTORE_DATA_DIR",
  "NOTIFY_INQUIRIES_TO",
  "NOTIFY_APPLICATIONS_TO",
);
process.env.VERCEL = "1";
process.env.FIRESTORE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "forms-uploads-"));
// The owners' mail is written only when someone is to receive it.
process.env.NOTIFY_INQUIRIES_TO = "sales@example.com";
process.env.NOTIFY_APPLICATIONS_TO = "hr@example.com";
jest.setTimeout(60_000);

const SITE = "http://localhost:3998";
let database: EmbeddedDatabase;
let storage: StorageEmulator;
let counter = 0;

beforeAll(async () => {
  database = await startTestDatabase();
  delete process.env.STORAGE_EMULATOR_HOST;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
  storage = await startStorageEmulator({
    host: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    dataDir: path.join(process.env.FIRESTORE_DATA_DIR!, "storage"),
    signingKey: localSigningKey(),
  });
});
afterAll(async () => {
  await resetDb();
  await database.stop();
  await storage.close();
});
beforeEach(async () => {
  clearDatabase(database);
  await seedDemoContent();
  const [files] = await getBucket().getFiles();
  await Promise.all(files.map((f) => f.delete()));
  visitorIp = `203.0.113.${++counter}`;
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const pdf = (size: number, name = "drawing.pdf") =>
  new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, 0x20)])], name, {
    type: "application/pdf",
  });
const exe = (name = "drawing.pdf") =>
  new File([Buffer.concat([Buffer.from("MZ\u0090\u0000"), Buffer.alloc(4000)])], name, {
    type: "application/pdf",
  });

function post(fields: Record<string, string>, files: File[] = []): FormData {
  const data = new FormData();
  const all = {
    kind: "products",
    "items[0].product_id": "form-tools",
    "items[0].quantity": "50",
    name: "Asha Patel",
    email: "asha@gundlav-eng.in",
    phone: "+91 98250 41234",
    message: "",
    submission_id: `upload-test-${Date.now()}-${++counter}`,
    start_token: issueStartToken(Date.now() - 60_000),
    page: "/contact-us",
    website: "",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) data.set(key, value);
  for (const file of files) data.append("files", file);
  return data;
}

/** The files a post names once they are uploaded (with scripts): files[0].name, files[0].size, …. */
const uploaded = (list: { name: string; size: number }[]) =>
  Object.fromEntries(
    list.flatMap((file, i) => [
      [`files[${i}].name`, file.name],
      [`files[${i}].size`, String(file.size)],
    ]),
  );
/** Upload links for a submission's files, as the form's server action answers: the links, or why not. */
const links = async (...args: Parameters<typeof uploadLinks>) =>
  (await uploadLinks(...args)) as { uploads?: { name: string; url: string }[]; message?: string };
const sendInquiry = async (data: FormData) => seen(await inquiryAction(null, data));
const sendApplication = async (data: FormData) => seen(await applicationAction(null, data));

const stored = async (folder = "inquiries/") =>
  (await getBucket().getFiles({ prefix: folder }))[0].map((f) => f.name);
const mailLink = (html: string) =>
  /href="([^"]+X-Goog-Signature[^"]+)"/.exec(html)![1].replace(/&amp;/g, "&");

async function upload(url: string, body: Buffer) {
  return fetch(url, {
    method: "PUT",
    body: new Uint8Array(body),
    headers: { origin: SITE, "content-type": "application/octet-stream" },
  });
}
const inquiries = async () => (await getDb().collection("Inquiries").get()).docs;

describe("without JavaScript: the post carries the files", () => {
  test("a 1 MB PDF is stored under the submission, listed in the document and linked in the mail for 7 days", async () => {
    const file = pdf(1024 * 1024);
    const data = post({}, [file]);
    const result = await sendInquiry(data);
    expect(result.status).toBe("success");
    const [doc] = await inquiries();
    const id = String(data.get("submission_id"));
    expect(doc.get("files")).toEqual([
      {
        name: "drawing.pdf",
        size: file.size,
        type: "application/pdf",
        path: `inquiries/${id}/1-drawing.pdf`,
        bucket: getBucket().name,
      },
    ]);
    const [bytes] = await getBucket().file(`inquiries/${id}/1-drawing.pdf`).download();
    expect(bytes.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);

    const mail = (await getDb().collection("mail").doc(`inquiry-${id}`).get()).data()!;
    const link = mailLink(mail.message.html);
    expect(new URL(link).searchParams.get("X-Goog-Expires")).toBe(String(7 * 24 * 3600));
    expect(mail.message.text).toContain("File 1: drawing.pdf (1.0 MB)");
    const downloaded = await fetch(link);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test("more than 4 MB of files is refused next to the file field with how to send them; nothing is written", async () => {
    const result = await sendInquiry(
      post({ message: "Our drawing, scanned" }, [pdf(5 * 1024 * 1024)]),
    );
    expect(result.status).toBe("invalid");
    expect(result.fieldErrors.files).toMatch(
      /without JavaScript a form can carry 4\.0 MB of files.*e-mail the files to sales@/,
    );
    expect(result.values.message).toBe("Our drawing, scanned");
    expect(await inquiries()).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  test("exactly 4 MB of files is carried; just over reads as over, rounded up", async () => {
    const data = post({}, [pdf(4 * 1024 * 1024)]);
    expect((await sendInquiry(data)).status).toBe("success");
    expect(await stored()).toEqual([
      `inquiries/${String(data.get("submission_id"))}/1-drawing.pdf`,
    ]);
    const over = await sendInquiry(post({}, [pdf(Math.round(4.33 * 1024 * 1024))]));
    expect(over.fieldErrors.files).toMatch(/^Your files are 4\.4 MB: without JavaScript/);
  });

  test("a form sent back for another field asks for its files again; an empty file input or a text field named files carries none", async () => {
    const back = await sendInquiry(post({ email: "not-an-address" }, [pdf(2000)]));
    expect(back.status).toBe("invalid");
    expect(back.fieldErrors.files).toBe(
      "Choose your files again: a form sent back to you cannot keep them.",
    );
    const noFiles = await sendInquiry(post({ email: "not-an-address" }));
    expect(noFiles.fieldErrors.files).toBeUndefined();
    const empty = post({}, [new File([], "", { type: "application/octet-stream" })]);
    empty.append("files", "drawing.pdf");
    expect((await sendInquiry(empty)).status).toBe("success");
    const [doc] = await inquiries();
    expect(doc.get("files")).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  test("a stored file keeps the visitor's own name beside its safe one", async () => {
    const data = post({}, [pdf(2000, "Drawing (rev 2).pdf")]);
    expect((await sendInquiry(data)).status).toBe("success");
    const [metadata] = await getBucket()
      .file(`inquiries/${String(data.get("submission_id"))}/1-Drawing-rev-2.pdf`)
      .getMetadata();
    expect(metadata.contentType).toBe("application/pdf");
    expect(metadata.metadata).toMatchObject({ original_name: "Drawing (rev 2).pdf" });
  });

  test("an executable renamed drawing.pdf is refused; nothing is written or stored", async () => {
    const result = await sendInquiry(post({}, [exe()]));
    expect(result.status).toBe("invalid");
    expect(result.fieldErrors.files).toMatch(/drawing\.pdf is not a real PDF file/);
    expect(await inquiries()).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  test("a honeypot or too-fast post stores nothing", async () => {
    expect((await sendInquiry(post({ website: "http://spam" }, [pdf(2000)]))).status).toBe(
      "success",
    );
    expect(
      (await sendInquiry(post({ start_token: issueStartToken(Date.now() - 500) }, [pdf(2000)])))
        .status,
    ).toBe("refused");
    expect(await stored()).toEqual([]);
    expect(await inquiries()).toHaveLength(0);
  });
});

describe("with JavaScript: upload links, then the post names the files", () => {
  const ask = (
    submissionId: string,
    files: { name: string; size: number }[],
    overrides: Record<string, unknown> = {},
  ) =>
    links(
      "inquiry",
      {
        submission_id: submissionId,
        start_token: issueStartToken(Date.now() - 60_000),
        website: "",
        files,
        ...overrides,
      },
      { ip: visitorIp, origin: SITE },
    );

  test("each file goes to its own session in the submission's folder; the inquiry lists exactly them", async () => {
    const data = post({
      ...uploaded([
        { name: "a.pdf", size: 3000 },
        { name: "b.step", size: 40 },
      ]),
    });
    const id = String(data.get("submission_id"));
    const answer = await ask(id, [
      { name: "a.pdf", size: 3000 },
      { name: "b.step", size: 40 },
    ]);
    const sessions = answer.uploads!;
    expect(sessions).toHaveLength(2);
    const step = Buffer.from("ISO-10303-21;\nHEADER;ENDSEC;DATA;ENDSEC;END-ISO-10303-21;").subarray(
      0,
      40,
    );
    expect((await upload(sessions[0].url, Buffer.from(await pdf(3000).arrayBuffer()))).status).toBe(
      200,
    );
    expect((await upload(sessions[1].url, step)).status).toBe(200);
    const result = await sendInquiry(data);
    expect(result.status).toBe("success");
    const [doc] = await inquiries();
    expect(doc.get("files").map((f: { path: string }) => f.path)).toEqual([
      `inquiries/${id}/1-a.pdf`,
      `inquiries/${id}/2-b.step`,
    ]);
    expect(doc.get("files")[1]).toMatchObject({
      name: "b.step",
      size: 40,
      type: "application/step",
    });
  });

  test("a session takes no more than the declared size", async () => {
    const id = `upload-size-${Date.now()}`;
    const answer = await ask(id, [{ name: "a.pdf", size: 100 }]);
    expect(
      (await upload(answer.uploads![0].url, Buffer.from(await pdf(5000).arrayBuffer()))).status,
    ).toBe(400);
    expect(await stored()).toEqual([]);
  });

  test("content that does not fit its name is refused after upload, and deleted", async () => {
    const size = exe().size;
    const data = post({ ...uploaded([{ name: "drawing.pdf", size }]) });
    const answer = await ask(String(data.get("submission_id")), [{ name: "drawing.pdf", size }]);
    await upload(answer.uploads![0].url, Buffer.from(await exe().arrayBuffer()));
    const result = await sendInquiry(data);
    expect(result.fieldErrors.files).toMatch(/not a real PDF/);
    expect(await inquiries()).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  test("files declared but not uploaded are refused", async () => {
    for (const size of [3000, 1]) {
      const data = post({ ...uploaded([{ name: "a.pdf", size }]) });
      const result = await sendInquiry(data);
      expect(result.fieldErrors.files).toBe(
        "a.pdf did not arrive whole. Please choose your files again and send the form once more.",
      );
    }
    expect(await inquiries()).toHaveLength(0);
  });

  test("files in the submission's folder that the post does not name are deleted; other submissions' files stay", async () => {
    const data = post({ ...uploaded([{ name: "a.pdf", size: 3000 }]) });
    const id = String(data.get("submission_id"));
    const answer = await ask(id, [{ name: "a.pdf", size: 3000 }]);
    const sent = await upload(answer.uploads![0].url, Buffer.from(await pdf(3000).arrayBuffer()));
    expect(sent.status).toBe(200);
    // The session admits the page the form is on, and no other.
    expect(sent.headers.get("access-control-allow-origin")).toBe(SITE);
    const other = `inquiries/upload-other-1234567890abcdef/1-b.pdf`;
    for (const path of [`inquiries/${id}/2-extra.pdf`, other])
      await getBucket().file(path).save(Buffer.from("%PDF-1.4"), { resumable: false });
    expect((await sendInquiry(data)).status).toBe("success");
    expect(await stored()).toEqual([`inquiries/${id}/1-a.pdf`, other].sort());
  });

  test("the content check reads a file's first 4 KB, as the browser's does", async () => {
    // A text DXF with a NUL just past the first 4096 bytes.
    const bytes = Buffer.concat([Buffer.from("  0\nSECTION\n"), Buffer.alloc(5000 - 12, 0x20)]);
    bytes[4096] = 0;
    const data = post({ ...uploaded([{ name: "part.dxf", size: bytes.length }]) });
    const id = String(data.get("submission_id"));
    const answer = await ask(id, [{ name: "part.dxf", size: bytes.length }]);
    expect((await upload(answer.uploads![0].url, bytes)).status).toBe(200);
    expect((await sendInquiry(data)).status).toBe("success");
    expect(await stored()).toEqual([`inquiries/${id}/1-part.dxf`]);
  });

  test("a request the form never makes gets no links", async () => {
    const file = { name: "a.pdf", size: 10 };
    const notOurs = { message: "This upload request is not one our form makes." };
    const id = "crafted-1234567890123456";
    for (const files of [
      [],
      "a.pdf",
      [file, { name: "", size: 10 }],
      [{ name: ["a.pdf"], size: 10 }],
      [{ name: 5, size: 10 }],
      [null],
      [{ name: `${"x".repeat(252)}.pdf`, size: 10 }],
      [{ name: "a.pdf", size: 1.5 }],
      [{ name: "a.pdf", size: "10" }],
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({ name: `${n}.pdf`, size: 10 })),
    ])
      expect(await ask(id, files as (typeof file)[])).toEqual(notOurs);
    expect(await ask("../../etc", [file])).toEqual(notOurs);
    expect(
      await links("inquiry", undefined as unknown as Parameters<typeof uploadLinks>[1], {
        ip: visitorIp,
        origin: SITE,
      }),
    ).toEqual(notOurs);
    // A name of 255 characters is one a visitor may have.
    expect((await ask(id, [{ name: `${"x".repeat(251)}.pdf`, size: 10 }])).uploads).toHaveLength(1);
    expect(await stored()).toEqual([]);
  });

  test("when the links cannot be made, the visitor is told to call and the log names the submission", async () => {
    const file = Object.getPrototypeOf(getBucket().file("x"));
    jest.spyOn(file, "createResumableUpload").mockRejectedValue(new Error("storage is down"));
    const answer = await ask("broken-1234567890123456", [{ name: "a.pdf", size: 10 }]);
    expect(answer.message).toBe(MESSAGES.failed((await companyFacts()).phone[0]));
    expect(console.error).toHaveBeenCalledWith(
      "[forms] upload links for broken-1234567890123456 failed:",
      "storage is down",
    );
  });

  test("asked by the form itself, the links admit the page's origin and the sweep runs after the answer", async () => {
    mockAfterTasks.length = 0;
    await getBucket()
      .file("inquiries/abandoned-after-1234567890/1-x.pdf")
      .save(Buffer.from("%PDF-1.4"), { resumable: false });
    const answer = await uploadLinks("inquiry", {
      submission_id: "asked-1234567890123456",
      start_token: issueStartToken(Date.now() - 60_000),
      website: "",
      files: [{ name: "a.pdf", size: 3000 }],
    });
    expect("uploads" in answer && answer.uploads).toHaveLength(1);
    const { url } = (answer as { uploads: { url: string }[] }).uploads[0];
    const sent = await upload(url, Buffer.from(await pdf(3000).arrayBuffer()));
    expect(sent.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(mockAfterTasks).toHaveLength(1);
    jest.spyOn(console, "log").mockImplementation(() => {});
    // The sweep reads the clock once, when it starts: two hours on.
    jest.spyOn(Date, "now").mockReturnValueOnce(new Date().getTime() + 2 * ABANDONED_AFTER_MS);
    await mockAfterTasks[0]();
    expect(await stored()).toEqual([]);
  });

  test("no links for a honeypot, a fast or replayed start, too many files, or a visitor over the rate limit", async () => {
    expect(
      await ask("honeypot-123456789012", [{ name: "a.pdf", size: 10 }], { website: "x" }),
    ).toEqual({ uploads: [] });
    expect(
      (
        await ask("fast-1234567890123456", [{ name: "a.pdf", size: 10 }], {
          start_token: issueStartToken(Date.now() - 100),
        })
      ).message,
    ).toMatch(/quicker than we expect/);
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `${n}.pdf`, size: 10 }));
    expect((await ask("many-1234567890123456", six)).message).toMatch(/at most 5 files/);
    for (let i = 0; i < 5; i++)
      expect(
        (await ask(`limit-${i}-123456789012345`, [{ name: "a.pdf", size: 10 }])).uploads,
      ).toHaveLength(1);
    expect((await ask("limit-6-123456789012345", [{ name: "a.pdf", size: 10 }])).message).toMatch(
      /wait about ten minutes/,
    );
    expect(await stored()).toEqual([]);
  });
});

describe("the application's CV", () => {
  const docx = (name = "cv.docx", size = 6000) =>
    new File(
      [
        Buffer.concat([
          Buffer.from("PK\u0003\u0004\u0014\u0000[Content_Types].xml"),
          Buffer.alloc(size - 25),
        ]),
      ],
      name,
    );
  function application(fields: Record<string, string>, files: File[] = []): FormData {
    const data = post({}, files);
    for (const key of ["kind", "items[0].product_id", "items[0].quantity"]) data.delete(key);
    const all = {
      name: "Ravi Desai",
      email: "ravi@example.com",
      phone: "9825041234",
      position_id: "general",
      experience_years: "4",
      qualification: "ITI Machinist",
      current_employer: "",
      resume_url: "",
      message: "Four years on surface grinders.",
      page: "/career",
      ...fields,
    };
    for (const [key, value] of Object.entries(all)) data.set(key, value);
    return data;
  }
  const applications = async () => (await getDb().collection("Career").get()).docs;

  test("without JavaScript, a Word CV is stored under applications/, listed in the Career document and linked in the mail", async () => {
    const file = docx();
    const data = application({}, [file]);
    expect((await sendApplication(data)).status).toBe("success");
    const id = String(data.get("submission_id"));
    const [doc] = await applications();
    expect(doc.get("files")).toEqual([
      {
        name: "cv.docx",
        size: file.size,
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        path: `applications/${id}/1-cv.docx`,
        bucket: getBucket().name,
      },
    ]);
    const mail = (await getDb().collection("mail").doc(`application-${id}`).get()).data()!;
    expect(mail.message.text).toContain("CV 1: cv.docx (6 KB)");
    const downloaded = await fetch(mailLink(mail.message.html));
    expect(downloaded.status).toBe(200);
    expect(
      Buffer.from(await downloaded.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer())),
    ).toBe(true);
  });

  test("an application without a CV file is written with an empty list, as before", async () => {
    expect(
      (await sendApplication(application({ resume_url: "https://drive.example.com/cv" }))).status,
    ).toBe("success");
    const [doc] = await applications();
    expect(doc.get("files")).toEqual([]);
    expect(doc.get("resume_url")).toBe("https://drive.example.com/cv");
  });

  test("a drawing format, or an executable named cv.docx, is refused next to the file field; nothing is written or stored", async () => {
    const refused = await sendApplication(
      application({}, [new File(["  0\nSECTION\n"], "cv.dxf")]),
    );
    expect(refused.fieldErrors.files).toBe(
      "cv.dxf is not a file type we accept: attach PDF, Word (DOC/DOCX), PNG or JPEG files.",
    );
    expect(refused.values.message).toBe("Four years on surface grinders.");
    const fake = await sendApplication(application({}, [exe("cv.docx")]));
    expect(fake.fieldErrors.files).toBe(
      "cv.docx is not a real Word file: its content does not match its name. Choose your files again: a form sent back to you cannot keep them.",
    );
    expect(await applications()).toHaveLength(0);
    expect(await stored("applications/")).toEqual([]);
  });

  test("with JavaScript, links for at most 3 files of the CV's types, to the application's folder; the application lists them", async () => {
    const ask = (submissionId: string, files: { name: string; size: number }[]) =>
      links(
        "application",
        {
          submission_id: submissionId,
          start_token: issueStartToken(Date.now() - 60_000),
          website: "",
          files,
        },
        { ip: visitorIp, origin: SITE },
      );
    expect(
      (
        await ask(
          "cv-many-123456789012345",
          [1, 2, 3, 4].map((n) => ({ name: `page-${n}.jpg`, size: 10 })),
        )
      ).message,
    ).toMatch(/at most 3 files/);
    expect(
      (await ask("cv-step-123456789012345", [{ name: "part.step", size: 10 }])).message,
    ).toMatch(/attach PDF, Word/);

    const file = docx("Ravi Desai CV.docx");
    const data = application({
      ...uploaded([{ name: file.name, size: file.size }]),
    });
    const id = String(data.get("submission_id"));
    const answer = await ask(id, [{ name: file.name, size: file.size }]);
    expect(
      (await upload(answer.uploads![0].url, Buffer.from(await file.arrayBuffer()))).status,
    ).toBe(200);
    expect((await sendApplication(data)).status).toBe("success");
    const [doc] = await applications();
    expect(doc.get("files").map((f: { path: string }) => f.path)).toEqual([
      `applications/${id}/1-Ravi-Desai-CV.docx`,
    ]);
    expect(await stored()).toEqual([]);
  });
});

test("the sweep deletes files of submissions never sent, after an hour, and keeps (and marks) those of sent ones", async () => {
  const data = post({}, [pdf(2000)]);
  expect((await sendInquiry(data)).status).toBe("success");
  const sentPath = `inquiries/${String(data.get("submission_id"))}/1-drawing.pdf`;
  await getBucket()
    .file("inquiries/abandoned-1234567890abcdef/1-x.pdf")
    .save(Buffer.from("%PDF-1.4"), { resumable: false });
  // An application's CV whose application was never sent, beside one in an inquiry's id: Career has no such document.
  await getBucket()
    .file("applications/abandoned-cv-1234567890/1-cv.pdf")
    .save(Buffer.from("%PDF-1.4"), { resumable: false });
  await getBucket()
    .file(`applications/${String(data.get("submission_id"))}/1-cv.pdf`)
    .save(Buffer.from("%PDF-1.4"), { resumable: false });

  expect(await sweepAbandonedUploads(Date.now())).toBe(0);
  expect(await sweepAbandonedUploads(Date.now() + ABANDONED_AFTER_MS + 60_000)).toBe(3);
  expect(await stored()).toEqual([sentPath]);
  expect(await stored("applications/")).toEqual([]);
  expect((await getBucket().file(sentPath).getMetadata())[0].metadata).toMatchObject({
    submitted: "true",
  });
});

describe("the sweep, further", () => {
  const save = (path: string) =>
    getBucket().file(path).save(Buffer.from("%PDF-1.4"), { resumable: false });
  const created = async (path: string) =>
    Date.parse(String((await getBucket().file(path).getMetadata())[0].timeCreated));

  test("a folder is abandoned an hour after its newest file, not sooner; a folder marker is no submission", async () => {
    await save("inquiries/");
    await save("inquiries/two-files-1234567890abcd/1-a.pdf");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await save("inquiries/two-files-1234567890abcd/2-b.pdf");
    const newest = await created("inquiries/two-files-1234567890abcd/2-b.pdf");
    expect(await sweepAbandonedUploads(newest + ABANDONED_AFTER_MS)).toBe(0);
    expect(await stored()).toHaveLength(3);
    expect(await sweepAbandonedUploads(newest + ABANDONED_AFTER_MS + 1)).toBe(2);
    expect(await stored()).toEqual(["inquiries/"]);
  });

  test("the files of a sent submission, once marked, stay when its document is later deleted", async () => {
    const data = post({}, [pdf(2000)]);
    expect((await sendInquiry(data)).status).toBe("success");
    const later = Date.now() + ABANDONED_AFTER_MS + 60_000;
    expect(await sweepAbandonedUploads(later)).toBe(0);
    const [doc] = await inquiries();
    await doc.ref.delete();
    expect(await sweepAbandonedUploads(later + 60_000)).toBe(0);
    expect(await stored()).toHaveLength(1);
  });

  test("run now and then, the sweep runs at most every 15 minutes, says what it deleted and never throws", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    // Later than any sweep another test ran.
    const start = Date.now() + 10 * 24 * ABANDONED_AFTER_MS;
    await save("inquiries/abandoned-a-1234567890abc/1-x.pdf");
    await sweepNowAndThen(start);
    expect(await stored()).toEqual([]);
    expect(log).toHaveBeenCalledWith("[forms] deleted 1 file(s) of forms never sent");
    await save("inquiries/abandoned-b-1234567890abc/1-x.pdf");
    await sweepNowAndThen(start + 15 * 60_000 - 1);
    expect(await stored()).toHaveLength(1);
    await sweepNowAndThen(start + 15 * 60_000);
    expect(await stored()).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    // Nothing to delete: nothing said.
    await sweepNowAndThen(start + 30 * 60_000);
    expect(log).toHaveBeenCalledTimes(2);

    jest
      .spyOn(Object.getPrototypeOf(getBucket()), "getFiles")
      .mockRejectedValue(new Error("storage is down"));
    await expect(sweepNowAndThen(start + 45 * 60_000)).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(
      "[forms] the sweep of abandoned uploads failed:",
      "storage is down",
    );
  });
});

test("a download link lasts exactly 7 days from when it was made, also when a second begins while it is signed", async () => {
  await getBucket().file("inquiries/link-test/0-drawing.pdf").save(Buffer.from("%PDF-1.7\n"));
  // The last millisecond of a second: the signing happens in the next one.
  const now = Math.floor(Date.now() / 1000) * 1000 - 1;
  const link = new URL(await downloadLink("inquiries/link-test/0-drawing.pdf", now));
  expect(link.searchParams.get("X-Goog-Expires")).toBe(String(7 * 24 * 3600));
  expect((await fetch(link)).status).toBe(200);
});
