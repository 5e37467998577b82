// The targets of one browser Listen stream. The web SDK puts every listener of a tab on one stream, each
// with its own target id; the emulator serves one target per gRPC stream, so targets are kept here: for
// each, what the browser was last told, and on every change of the database only the difference
// (document changed, deleted or gone from the result), then one global marker that makes the SDK raise
// its snapshots. A target on a collection clients may not read (firestore.rules: the content collections
// only, never a subcollection) is refused as Firestore refuses it, before anything of it is read.
import type { FirestoreState } from "@firestore-emulator/server";
import {
  compileQuery,
  type CompiledQuery,
  type ListenRequest,
  type ListenTarget,
} from "./listen-request";
import { dateText, documentJson, type JsonDocument } from "./values";

export type ListenResponse = Record<string, unknown>;

// google.rpc.Code values the SDK maps to its own error codes.
const INVALID_ARGUMENT = 3;
const PERMISSION_DENIED = 7;
const UNIMPLEMENTED = 12;
/** Firestore's own words for a read its rules refuse. */
const DENIED_MESSAGE = "Missing or insufficient permissions.";

/** The top-level collection a path names (a collection, or a document when `document`); null below a document. */
function topLevelCollection(path: string, document: boolean): string | null {
  const segments =
    /^projects\/[^/]+\/databases\/[^/]+\/documents\/(.+)$/.exec(path)?.[1].split("/") ?? [];
  return segments.length === (document ? 2 : 1) ? segments[0] : null;
}

type Target = {
  id: number;
  /** The collection a query reads, or the documents a document target names. */
  query?: CompiledQuery;
  names?: string[];
  /** Document name → what was last sent for it (update time and fields). */
  sent: Map<string, string>;
};

let lastReadTimeMs = 0;

/** A read time that never goes backwards: the SDK ignores snapshots older than the last one. */
function nextReadTime(): string {
  lastReadTimeMs = Math.max(Date.now(), lastReadTimeMs);
  return dateText(new Date(lastReadTimeMs));
}

const resumeTokenFor = (readTime: string) => Buffer.from(readTime).toString("base64");

const versionKey = (doc: JsonDocument) => `${doc.updateTime}|${JSON.stringify(doc.fields)}`;

/** The collection a document belongs to, to tell whether a change concerns a query. */
function collectionOf(documentName: string): string {
  return documentName.slice(0, documentName.lastIndexOf("/"));
}

export class ListenTargets {
  private readonly targets = new Map<number, Target>();

  /** `readable`: whether clients may read a top-level collection (the rules' list). */
  constructor(
    private readonly state: FirestoreState,
    private readonly send: (response: ListenResponse) => void,
    private readonly readable: (collection: string) => boolean,
  ) {}

  private allowed(path: string, document: boolean): boolean {
    const collection = topLevelCollection(path, document);
    return collection !== null && this.readable(collection);
  }

  get size(): number {
    return this.targets.size;
  }

  /** Applies one request from the browser and sends what it calls for. */
  apply(request: ListenRequest): void {
    if (request.removeTarget !== undefined) {
      this.targets.delete(request.removeTarget);
      this.send({
        targetChange: { targetChangeType: "REMOVE", targetIds: [request.removeTarget] },
      });
    }
    if (request.addTarget) this.add(request.addTarget);
  }

  private refuse(targetId: number, code: number, message: string): void {
    this.send({
      targetChange: { targetChangeType: "REMOVE", targetIds: [targetId], cause: { code, message } },
    });
  }

  private add(spec: ListenTarget): void {
    const target: Target = { id: spec.targetId, sent: new Map() };
    if (spec.query) {
      const compiled = compileQuery(spec.query.parent, spec.query.structuredQuery);
      if ("unsupported" in compiled)
        return this.refuse(spec.targetId, UNIMPLEMENTED, compiled.unsupported);
      if (!this.allowed(compiled.collectionPath, false))
        return this.refuse(spec.targetId, PERMISSION_DENIED, DENIED_MESSAGE);
      target.query = compiled;
    } else if (spec.documents) {
      if (!spec.documents.documents.every((name) => this.allowed(name, true)))
        return this.refuse(spec.targetId, PERMISSION_DENIED, DENIED_MESSAGE);
      target.names = spec.documents.documents;
    } else {
      return this.refuse(spec.targetId, INVALID_ARGUMENT, "a target needs a query or documents");
    }
    let docs: JsonDocument[];
    try {
      docs = this.evaluate(target);
    } catch (error) {
      return this.refuse(
        spec.targetId,
        INVALID_ARGUMENT,
        `the target cannot be read: ${(error as Error).message}`,
      );
    }
    this.targets.set(target.id, target);
    this.send({ targetChange: { targetChangeType: "ADD", targetIds: [target.id] } });
    // A resumed target is sent whole again: RESET makes the SDK drop what it had for it, so documents
    // deleted while the tab was away do not linger.
    if (spec.resumeToken || spec.readTime)
      this.send({ targetChange: { targetChangeType: "RESET", targetIds: [target.id] } });
    for (const doc of docs) {
      target.sent.set(doc.name, versionKey(doc));
      this.send({ documentChange: { document: doc, targetIds: [target.id] } });
    }
    const readTime = nextReadTime();
    this.send({
      targetChange: {
        targetChangeType: "CURRENT",
        targetIds: [target.id],
        readTime,
        resumeToken: resumeTokenFor(readTime),
      },
    });
  }

  private evaluate(target: Target): JsonDocument[] {
    if (target.query) {
      const collection = this.state.getCollection(target.query.collectionPath);
      const docs = collection
        .getAllDocuments()
        .map(documentJson)
        .filter((d): d is JsonDocument => d !== null);
      return target.query.run(docs);
    }
    return (target.names ?? [])
      .map((name) => documentJson(this.state.getDocument(name)))
      .filter((d): d is JsonDocument => d !== null);
  }

  private concerns(target: Target, changed: Set<string> | "all"): boolean {
    if (changed === "all") return true;
    if (target.names) return target.names.some((name) => changed.has(name));
    for (const name of changed)
      if (collectionOf(name) === target.query?.collectionPath) return true;
    return false;
  }

  /**
   * Sends the browser what changed for its targets after the documents named in `changed` were written
   * (or after everything changed). Returns whether anything was sent.
   */
  refresh(changed: Set<string> | "all"): boolean {
    let any = false;
    for (const target of this.targets.values()) {
      if (!this.concerns(target, changed)) continue;
      let docs: JsonDocument[];
      try {
        docs = this.evaluate(target);
      } catch {
        continue;
      }
      const now = new Map(docs.map((d) => [d.name, d]));
      for (const name of [...target.sent.keys()]) {
        if (now.has(name)) continue;
        target.sent.delete(name);
        any = true;
        const exists = this.state.getDocument(name).metadata.hasExist;
        this.send(
          exists
            ? { documentRemove: { document: name, removedTargetIds: [target.id] } }
            : {
                documentDelete: {
                  document: name,
                  removedTargetIds: [target.id],
                  readTime: nextReadTime(),
                },
              },
        );
      }
      for (const doc of docs) {
        const key = versionKey(doc);
        if (target.sent.get(doc.name) === key) continue;
        target.sent.set(doc.name, key);
        any = true;
        this.send({ documentChange: { document: doc, targetIds: [target.id] } });
      }
    }
    if (any) this.markSnapshot();
    return any;
  }

  /** The marker after which the SDK raises snapshots for every current target. */
  markSnapshot(): void {
    const readTime = nextReadTime();
    this.send({ targetChange: { readTime, resumeToken: resumeTokenFor(readTime) } });
  }
}
