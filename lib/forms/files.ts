// The files a form may carry (the inquiry's drawings and photos, the application's CV): which types, how
// many, how large, and each type's check of a file's first bytes, so an executable renamed drawing.pdf is
// refused; in the browser before anything is uploaded, and on the server on what arrived.

const MiB = 1024 * 1024;

/** How many bytes of a file the content check reads. */
export const HEAD_BYTES = 4096;

type Match = (head: Uint8Array) => boolean;
type FileType = { label: string; extensions: string[]; mime: string; matches: Match };
const fileType = (label: string, extensions: string[], mime: string, matches: Match): FileType => {
  return { label, extensions, mime, matches };
};

const startsWith = (bytes: number[]) => (head: Uint8Array) => bytes.every((b, i) => head[i] === b);
const ascii = (head: Uint8Array, length: number) =>
  String.fromCharCode(...head.subarray(0, length));
// Text formats without a signature: text, not a program or an archive passed off as one.
const isText = (head: Uint8Array) => !head.includes(0);

// The PDF header may follow a little junk (the format allows it within the first 1024 bytes).
const PDF = fileType("PDF", ["pdf"], "application/pdf", (h) => ascii(h, 1024).includes("%PDF-"));
const PNG = fileType(
  "PNG",
  ["png"],
  "image/png",
  startsWith([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
);
const JPEG = fileType("JPEG", ["jpg", "jpeg"], "image/jpeg", startsWith([0xff, 0xd8, 0xff]));
const DRAWINGS: FileType[] = [
  PDF,
  fileType(
    "DXF",
    ["dxf"],
    "image/vnd.dxf",
    (h) => isText(h) || ascii(h, 18) === "AutoCAD Binary DXF",
  ),
  fileType("DWG", ["dwg"], "image/vnd.dwg", (h) => /^AC\d{4}/.test(ascii(h, 6))),
  // Perhaps after a UTF-8 byte order mark (read here byte by byte) and blank lines.
  fileType("STEP", ["step", "stp"], "application/step", (h) =>
    /^(\u00EF\u00BB\u00BF)?\s*ISO-10303-21/.test(ascii(h, 64)),
  ),
  fileType("IGES", ["iges", "igs"], "model/iges", isText),
  PNG,
  JPEG,
];
const DOCUMENTS: FileType[] = [
  PDF,
  // Word 97–2003 is a compound file (OLE2); a .docx is a ZIP archive.
  fileType(
    "Word",
    ["doc"],
    "application/msword",
    startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 26, 0xe1]),
  ),
  fileType(
    "Word",
    ["docx"],
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    startsWith([0x50, 0x4b, 0x03, 0x04]),
  ),
  PNG,
  JPEG,
];

export type FileRules = {
  types: FileType[];
  /** The types as a visitor reads them: "PDF, Word (DOC/DOCX), PNG or JPEG". */
  typesText: string;
  count: number;
  eachBytes: number;
  totalBytes: number;
  /** A plain form post (no JavaScript) carries the files itself: a function host refuses bodies over 4.5 MB. */
  withoutScriptsBytes: number;
  /** What the files come with, for the messages: "per inquiry". */
  per: string;
};

/** The inquiry's drawings and photos. */
export const INQUIRY_FILES: FileRules = {
  types: DRAWINGS,
  typesText: "PDF, DXF, DWG, STEP/STP, IGES/IGS, PNG or JPEG",
  count: 5,
  eachBytes: 10 * MiB,
  totalBytes: 25 * MiB,
  withoutScriptsBytes: 4 * MiB,
  per: "per inquiry",
};

/** The application's CV: a document, or photos of its pages. */
export const APPLICATION_FILES: FileRules = {
  types: DOCUMENTS,
  typesText: "PDF, Word (DOC/DOCX), PNG or JPEG",
  count: 3,
  eachBytes: 10 * MiB,
  totalBytes: 15 * MiB,
  withoutScriptsBytes: 4 * MiB,
  per: "per application",
};

/** For the file input's `accept`: the browser's picker offers these first. */
export const acceptOf = (rules: FileRules) =>
  rules.types.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(",");

/** The file field's hint: "Up to 5 files, 10.0 MB each, 25.0 MB in all: PDF, …". */
export const filesHint = (rules: FileRules) =>
  `Up to ${rules.count} files, ${formatSize(rules.eachBytes)} each, ${formatSize(rules.totalBytes)} in all: ${rules.typesText}`;

const fileTypeOf = (name: string, types: FileType[]) =>
  types.find((t) => t.extensions.some((e) => name.toLowerCase().endsWith(`.${e}`)));

export type FileInfo = { name: string; size: number };

/** "10.0 MB", "6 KB"; `up` for a size over a limit, so that it never reads as the limit itself. */
export function formatSize(bytes: number, round?: "up"): string {
  const rounded = round === "up" ? Math.ceil : Math.round;
  return bytes >= MiB
    ? `${(rounded((bytes / MiB) * 10) / 10).toFixed(1)} MB`
    : `${Math.max(1, rounded(bytes / 1024))} KB`;
}

const notAccepted = (name: string, rules: FileRules) =>
  `${name} is not a file type we accept: attach ${rules.typesText} files.`;

/** Why this set of files cannot be sent (count, type by name, size), or undefined when it may. */
export function fileListProblem(files: FileInfo[], rules: FileRules): string | undefined {
  if (files.length > rules.count)
    return `Attach at most ${rules.count} files (you chose ${files.length}).`;
  for (const file of files) {
    if (!fileTypeOf(file.name, rules.types)) return notAccepted(file.name, rules);
    if (file.size === 0) return `${file.name} is empty.`;
    if (file.size > rules.eachBytes)
      return `${file.name} is ${formatSize(file.size, "up")}: each file may be at most ${formatSize(rules.eachBytes)}.`;
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > rules.totalBytes)
    return `Your files are ${formatSize(total, "up")} in all: at most ${formatSize(rules.totalBytes)} ${rules.per}.`;
  return undefined;
}

/** Why a file's content does not fit its name's type, or undefined when it does. */
export function contentProblem(
  name: string,
  head: Uint8Array,
  rules: FileRules,
): string | undefined {
  const type = fileTypeOf(name, rules.types);
  if (!type) return notAccepted(name, rules);
  return type.matches(head)
    ? undefined
    : `${name} is not a real ${type.label} file: its content does not match its name.`;
}

/** A checked file's content type: from its type, never from what the browser said. */
export const mimeOf = (name: string) => fileTypeOf(name, [...DRAWINGS, ...DOCUMENTS])!.mime;

/** A stored file's name: the visitor's (of a type checked), readable but safe in a path and a header. */
export function storedName(index: number, name: string): string {
  const extension = /\.[A-Za-z0-9]+$/.exec(name)![0];
  const stem = name
    .slice(0, name.length - extension.length)
    .normalize("NFKC")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return `${index + 1}-${`${stem || "file"}${extension}`.slice(-80)}`;
}
