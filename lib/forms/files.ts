// The drawings and photos an inquiry may carry: which types, how many, how large, and the check of a
// file's first bytes against its type where the format has a signature (PDF, PNG, JPEG, DWG, STEP), so
// an executable renamed drawing.pdf is refused. The same rules run in the browser (before anything is
// uploaded) and on the server (on the bytes that arrived). Safe to import in client components.

const MiB = 1024 * 1024;

export const FILE_LIMITS = {
  count: 5,
  eachBytes: 10 * MiB,
  totalBytes: 25 * MiB,
  /** A plain form post (no JavaScript) carries the files itself: a function host refuses bodies over 4.5 MB. */
  withoutScriptsBytes: 4 * MiB,
} as const;

/** How many bytes of a file the content check reads. */
export const HEAD_BYTES = 4096;

type FileType = { label: string; extensions: string[]; mime: string; matches(head: Uint8Array): boolean };

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ascii = (head: Uint8Array, from = 0, to = head.length) => String.fromCharCode(...head.subarray(from, to));
// Text formats without a signature: text, not a program or an archive passed off as one.
const isText = (head: Uint8Array) => !head.includes(0);

const TYPES: FileType[] = [
  // The PDF header may follow a little junk (the format allows it within the first 1024 bytes).
  { label: "PDF", extensions: ["pdf"], mime: "application/pdf", matches: (h) => ascii(h, 0, 1024).includes("%PDF-") },
  { label: "DXF", extensions: ["dxf"], mime: "image/vnd.dxf", matches: (h) => isText(h) || ascii(h, 0, 18) === "AutoCAD Binary DXF" },
  { label: "DWG", extensions: ["dwg"], mime: "image/vnd.dwg", matches: (h) => /^AC\d{4}/.test(ascii(h, 0, 6)) },
  {
    label: "STEP",
    extensions: ["step", "stp"],
    mime: "application/step",
    matches: (h) => ascii(h, 0, 64).replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, "").trimStart().startsWith("ISO-10303-21"),
  },
  { label: "IGES", extensions: ["iges", "igs"], mime: "model/iges", matches: isText },
  { label: "PNG", extensions: ["png"], mime: "image/png", matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { label: "JPEG", extensions: ["jpg", "jpeg"], mime: "image/jpeg", matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
];

/** For the file input's `accept`: the browser's picker offers these first. */
export const FILE_ACCEPT = TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(",");
export const FILE_TYPES_TEXT = "PDF, DXF, DWG, STEP/STP, IGES/IGS, PNG or JPEG";

function fileTypeOf(name: string): FileType | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return TYPES.find((t) => extension !== undefined && t.extensions.includes(extension));
}

export type FileInfo = { name: string; size: number };

export function formatSize(bytes: number): string {
  return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why this set of files cannot be sent (count, type by name, size), or undefined when it may. */
export function fileListProblem(files: FileInfo[]): string | undefined {
  if (files.length > FILE_LIMITS.count) return `Attach at most ${FILE_LIMITS.count} files (you chose ${files.length}).`;
  for (const file of files) {
    if (!fileTypeOf(file.name)) return `${file.name} is not a file type we accept: attach ${FILE_TYPES_TEXT} files.`;
    if (file.size === 0) return `${file.name} is empty.`;
    if (file.size > FILE_LIMITS.eachBytes) return `${file.name} is ${formatSize(file.size)}: each file may be at most ${formatSize(FILE_LIMITS.eachBytes)}.`;
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > FILE_LIMITS.totalBytes) return `Your files are ${formatSize(total)} in all: at most ${formatSize(FILE_LIMITS.totalBytes)} per inquiry.`;
  return undefined;
}

/** Why a file's content does not fit its name's type, or undefined when it does. */
export function contentProblem(name: string, head: Uint8Array): string | undefined {
  const type = fileTypeOf(name);
  if (!type) return `${name} is not a file type we accept: attach ${FILE_TYPES_TEXT} files.`;
  return type.matches(head) ? undefined : `${name} is not a real ${type.label} file: its content does not match its name.`;
}

/** The content type a stored file is given: from its checked type, never from what the browser said. */
export function mimeOf(name: string): string {
  return fileTypeOf(name)?.mime ?? "application/octet-stream";
}

/** A stored file's name: the visitor's, kept readable but safe as part of a storage path and a header. */
export function storedName(index: number, name: string): string {
  const safe = name.normalize("NFKC").replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+/, "").slice(-80) || "file";
  return `${index + 1}-${safe}`;
}
