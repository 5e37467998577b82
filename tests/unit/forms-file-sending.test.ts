/**
 * jsdom, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
// A checked form as the browser sends it (lib/forms/browser-parts.ts): its files' first bytes checked,
// upload links asked of the server, one PUT per file to Storage, then the form posted naming the files;
// why the files were not sent is shown next to the file field, and the form is then not posted.
import { File as NodeFile } from "node:buffer";
import { application, inquiry } from "@/lib/forms/browser-parts";
import type { UploadLinks, UploadRequest } from "@/lib/forms/uploads";

const COULD_NOT =
  "Your files could not be uploaded: please check your connection and send the form again.";

const put = jest.fn<Promise<{ ok: boolean }>, [string, RequestInit]>();
Object.defineProperty(globalThis, "fetch", { value: put, writable: true });

// Node's File, as jsdom's cannot be read (no arrayBuffer()); the browser's has both.
const file = (body: string | Uint8Array, name: string, type = "") =>
  new NodeFile([body], name, { type }) as unknown as File;
const pdf = (name: string, body = "%PDF-1.7 drawing") => file(body, name, "application/pdf");

/** A form as the page renders it, with these files chosen. */
function formWith(files: File[]) {
  document.body.innerHTML = `<form>
    <input name="name" value="Asha Patel">
    <input name="submission_id" value="sub-1">
    <input name="start_token" value="token-1">
    <input name="website" value="">
    <input type="file" name="files" multiple>
  </form>`;
  const form = document.querySelector("form")!;
  const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, "files", { value: files });
  return { form, input };
}

/** Sends the form; what the visitor saw on the button, what was posted and why files were refused. */
async function send(files: File[], links: (request: UploadRequest) => Promise<UploadLinks>) {
  const { form, input } = formWith(files);
  const busy: string[] = [];
  const posted: FormData[] = [];
  const refused: string[] = [];
  const askForLinks = jest.fn(links);
  await inquiry.send(form, {
    busy: (text) => busy.push(text),
    post: (data) => posted.push(data),
    refuseFiles: (message) => refused.push(message),
    askForLinks,
  });
  return { busy, posted, refused, askForLinks, input };
}

const linksFor = async (request: UploadRequest): Promise<UploadLinks> => ({
  uploads: request.files.map((f, i) => ({ name: f.name, url: `https://storage.test/${i}` })),
});

beforeEach(() => {
  put.mockReset().mockResolvedValue({ ok: true });
  window.history.replaceState(null, "", "/contact-us?product=reamers");
});

test("without files the form is posted at once, with the page it was sent from", async () => {
  const { busy, posted, askForLinks } = await send([], linksFor);
  expect(busy).toEqual(["Sending…"]);
  expect(askForLinks).not.toHaveBeenCalled();
  expect(posted).toHaveLength(1);
  expect(posted[0].get("page")).toBe("/contact-us?product=reamers");
  expect(posted[0].get("name")).toBe("Asha Patel");
  expect(posted[0].has("files")).toBe(false);
});

test("the files go to Storage first, each with its checked type, then the form names them", async () => {
  const files = [
    pdf("plate.pdf"),
    file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "photo.png"),
  ];
  const { busy, posted, refused, askForLinks } = await send(files, linksFor);
  expect(askForLinks).toHaveBeenCalledWith({
    submission_id: "sub-1",
    start_token: "token-1",
    website: "",
    files: [
      { name: "plate.pdf", size: files[0].size },
      { name: "photo.png", size: files[1].size },
    ],
  });
  expect(put.mock.calls).toEqual([
    ["https://storage.test/0", expect.objectContaining({ method: "PUT", body: files[0] })],
    ["https://storage.test/1", expect.objectContaining({ method: "PUT", body: files[1] })],
  ]);
  expect(put.mock.calls.map(([, init]) => init.headers)).toEqual([
    { "content-type": "application/pdf" },
    { "content-type": "image/png" },
  ]);
  expect(busy).toEqual(["Uploading 2 files…", "Sending…"]);
  expect(refused).toEqual([]);
  expect(Object.fromEntries([...posted[0]].filter(([key]) => key.startsWith("files")))).toEqual({
    "files[0].name": "plate.pdf",
    "files[0].size": String(files[0].size),
    "files[1].name": "photo.png",
    "files[1].size": String(files[1].size),
  });
});

test("one file is 'your file' on the button", async () => {
  const { busy } = await send([pdf("plate.pdf")], linksFor);
  expect(busy).toEqual(["Uploading your file…", "Sending…"]);
});

test("a file whose content does not match its name is refused before anything is sent", async () => {
  const { posted, refused, askForLinks, input } = await send(
    [pdf("plate.pdf"), pdf("drawing.pdf", "MZ\x90\x00 a program")],
    linksFor,
  );
  expect(refused).toEqual([
    "drawing.pdf is not a real PDF file: its content does not match its name.",
  ]);
  expect(askForLinks).not.toHaveBeenCalled();
  expect(posted).toEqual([]);
  expect(document.activeElement).toBe(input);
});

test("the server's refusal of the files is shown and the form is not posted", async () => {
  const { posted, refused, input } = await send([pdf("plate.pdf")], async () => ({
    message: "You have sent several forms in the last few minutes.",
  }));
  expect(refused).toEqual(["You have sent several forms in the last few minutes."]);
  expect(put).not.toHaveBeenCalled();
  expect(posted).toEqual([]);
  expect(document.activeElement).toBe(input);
});

test("an upload Storage refuses, or a connection that drops, says to send again", async () => {
  put.mockResolvedValueOnce({ ok: true }).mockResolvedValueOnce({ ok: false });
  const storageRefused = await send([pdf("a.pdf"), pdf("b.pdf")], linksFor);
  expect(storageRefused.refused).toEqual([COULD_NOT]);
  expect(storageRefused.posted).toEqual([]);
  const dropped = await send([pdf("a.pdf")], async () => {
    throw new TypeError("Failed to fetch");
  });
  expect(dropped.refused).toEqual([COULD_NOT]);
  expect(dropped.posted).toEqual([]);
});

test("chosen files are checked by list and by content; a form's fields by its schema", async () => {
  expect(await inquiry.fileProblem([pdf("plate.pdf")])).toBeUndefined();
  expect(await inquiry.fileProblem([pdf("plate.pdf"), pdf("x.pdf", "MZ")])).toBe(
    "x.pdf is not a real PDF file: its content does not match its name.",
  );
  expect(await application.fileProblem(["a", "b", "c", "d"].map((n) => pdf(`cv-${n}.pdf`)))).toBe(
    "Attach at most 3 files (you chose 4).",
  );
  const data = new FormData();
  data.set("name", "");
  expect(inquiry.validate(data).status).toBe("error");
});
