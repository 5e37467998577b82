// The local Storage emulator's objects, kept on disk under <data dir>/storage/<bucket>/ (the bytes in
// objects/, the metadata in meta/, each file named by the object's encoded name), so files survive a
// restart like the embedded database's documents do.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32c } from "./crc32c";

/** An object's metadata, in the shape of the Storage JSON API's object resource. */
export type ObjectMetadata = {
  kind: "storage#object";
  id: string;
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  storageClass: "STANDARD";
  timeCreated: string;
  updated: string;
  metadata?: Record<string, string>;
};

/** What a writer may say about an object (the rest is computed). */
export type WrittenMetadata = { contentType?: string; metadata?: Record<string, string> };

const fileName = (name: string) => encodeURIComponent(name);

export class ObjectStore {
  constructor(private readonly root: string) {}

  private dirs(bucket: string) {
    const base = path.join(this.root, fileName(bucket));
    return { objects: path.join(base, "objects"), meta: path.join(base, "meta") };
  }

  get(bucket: string, name: string): ObjectMetadata | undefined {
    try {
      return JSON.parse(
        readFileSync(path.join(this.dirs(bucket).meta, fileName(name)), "utf8"),
      ) as ObjectMetadata;
    } catch {
      return undefined;
    }
  }

  read(bucket: string, name: string): Buffer | undefined {
    try {
      return readFileSync(path.join(this.dirs(bucket).objects, fileName(name)));
    } catch {
      return undefined;
    }
  }

  /** Writes (or replaces) an object; the bytes first, then the metadata that makes it visible. */
  write(
    bucket: string,
    name: string,
    data: Buffer,
    written: WrittenMetadata = {},
    now = new Date(),
  ): ObjectMetadata {
    const { objects, meta } = this.dirs(bucket);
    mkdirSync(objects, { recursive: true });
    mkdirSync(meta, { recursive: true });
    const generation = String(now.getTime() * 1000 + Math.floor(Math.random() * 1000));
    const metadata: ObjectMetadata = {
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
      ...(written.metadata ? { metadata: written.metadata } : {}),
    };
    const tmp = `${randomUUID()}.tmp`;
    writeFileSync(path.join(objects, tmp), data);
    renameSync(path.join(objects, tmp), path.join(objects, fileName(name)));
    writeFileSync(path.join(meta, tmp), JSON.stringify(metadata));
    renameSync(path.join(meta, tmp), path.join(meta, fileName(name)));
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
    const next: ObjectMetadata = {
      ...current,
      contentType: patch.contentType ?? current.contentType,
      metadata: custom,
      metageneration: String(Number(current.metageneration) + 1),
      updated: new Date().toISOString(),
    };
    writeFileSync(path.join(this.dirs(bucket).meta, fileName(name)), JSON.stringify(next));
    return next;
  }

  delete(bucket: string, name: string): boolean {
    if (!this.get(bucket, name)) return false;
    const { objects, meta } = this.dirs(bucket);
    rmSync(path.join(meta, fileName(name)), { force: true });
    rmSync(path.join(objects, fileName(name)), { force: true });
    return true;
  }

  /** Every object of a bucket whose name starts with `prefix`, by name. */
  list(bucket: string, prefix = ""): ObjectMetadata[] {
    let names: string[];
    try {
      names = readdirSync(this.dirs(bucket).meta).filter((f) => !f.endsWith(".tmp"));
    } catch {
      return [];
    }
    return names
      .map((f) => decodeURIComponent(f))
      .filter((name) => name.startsWith(prefix))
      .sort()
      .map((name) => this.get(bucket, name))
      .filter((m): m is ObjectMetadata => m !== undefined);
  }
}
