// The local Storage emulator's objects on disk under <data dir>/storage/<bucket>/ (objects/, meta/),
// so files survive a restart.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// CRC32C (Castagnoli), the checksum Cloud Storage reports for every object (`crc32c`, `x-goog-hash`),
// which its clients compare with what they downloaded. Node has CRC32 (zlib), not this polynomial.
const TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The checksum as Cloud Storage sends it: four bytes, big-endian (base64 them for the API). */
export function crc32c(data: Uint8Array): Buffer {
  let crc = 0xffffffff;
  for (const byte of data) crc = TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out;
}

export type WrittenMetadata = { contentType?: string; metadata?: Record<string, string> };

/** An object's metadata, in the shape of the Storage JSON API's object resource. */
function describe(bucket: string, name: string, data: Buffer, written: WrittenMetadata) {
  const now = new Date();
  const generation = String(now.getTime() * 1000 + Math.floor(Math.random() * 1000));
  return {
    kind: "storage#object",
    id: `${bucket}/${name}/${generation}`,
    name,
    bucket,
    generation,
    metageneration: "1",
    contentType: written.contentType || "application/octet-stream",
    size: String(data.length),
    md5Hash: createHash("md5").update(data).digest("base64"),
    crc32c: crc32c(data).toString("base64"),
    etag: randomUUID(),
    storageClass: "STANDARD",
    timeCreated: now.toISOString(),
    updated: now.toISOString(),
    metadata: written.metadata,
  };
}

export type ObjectMetadata = ReturnType<typeof describe>;

type Part = "objects" | "meta";

export class ObjectStore {
  constructor(private readonly root: string) {}

  private file(bucket: string, part: Part, name = "") {
    return path.join(this.root, encodeURIComponent(bucket), part, name && encodeURIComponent(name));
  }

  /** Writes one file whole or not at all: a temporary file renamed into place. */
  private put(bucket: string, part: Part, name: string, data: Buffer | string) {
    mkdirSync(this.file(bucket, part), { recursive: true });
    const tmp = this.file(bucket, part, `${randomUUID()}.tmp`);
    writeFileSync(tmp, data);
    renameSync(tmp, this.file(bucket, part, name));
  }

  get(bucket: string, name: string): ObjectMetadata | undefined {
    try {
      return JSON.parse(readFileSync(this.file(bucket, "meta", name), "utf8")) as ObjectMetadata;
    } catch {
      return undefined;
    }
  }

  read(bucket: string, name: string): Buffer {
    return readFileSync(this.file(bucket, "objects", name));
  }

  /** The bytes first, then the metadata that makes the object visible. */
  write(bucket: string, name: string, data: Buffer, written: WrittenMetadata = {}): ObjectMetadata {
    const metadata = describe(bucket, name, data, written);
    this.put(bucket, "objects", name, data);
    this.put(bucket, "meta", name, JSON.stringify(metadata));
    return metadata;
  }

  /** Replaces an object's own metadata fields (custom metadata merged, a null value removes a key). */
  patch(
    bucket: string,
    name: string,
    patch: { contentType?: string; metadata?: Record<string, string | null> },
  ): ObjectMetadata | undefined {
    const current = this.get(bucket, name);
    if (!current) return undefined;
    const custom = { ...current.metadata };
    for (const [key, value] of Object.entries(patch.metadata ?? {})) {
      if (value === null) delete custom[key];
      else custom[key] = String(value);
    }
    const next = {
      ...current,
      contentType: patch.contentType ?? current.contentType,
      metadata: custom,
      metageneration: String(Number(current.metageneration) + 1),
      updated: new Date().toISOString(),
    };
    this.put(bucket, "meta", name, JSON.stringify(next));
    return next;
  }

  delete(bucket: string, name: string): void {
    rmSync(this.file(bucket, "meta", name), { force: true });
    rmSync(this.file(bucket, "objects", name), { force: true });
  }

  list(bucket: string, prefix = ""): ObjectMetadata[] {
    let files: string[];
    try {
      files = readdirSync(this.file(bucket, "meta"));
    } catch {
      return [];
    }
    return files
      .filter((file) => !file.endsWith(".tmp"))
      .map((file) => decodeURIComponent(file))
      .filter((name) => name.startsWith(prefix))
      .sort()
      .flatMap((name) => this.get(bucket, name) ?? []);
  }
}
