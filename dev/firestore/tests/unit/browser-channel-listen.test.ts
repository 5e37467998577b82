/** @jest-environment node */
// Target management of the browser channel on the emulator's own state: what a tab's Listen stream is
// told when targets are added, documents change, leave a query or are deleted, and targets removed.
import { FirestoreState } from "@firestore-emulator/server";
import { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write.js";
import {
  compareValues,
  compileQuery,
  listenRequest,
  ListenTargets,
  type JsonDocument,
  type JsonValue,
  type ListenResponse,
} from "@/dev/firestore/browser-channel/listen";

const ROOT = "projects/demo-unit/databases/(default)/documents";

function setup() {
  const state = new FirestoreState();
  const sent: ListenResponse[] = [];
  // Clients may read "products" here, as firestore.rules lets them read the content collections.
  const targets = new ListenTargets(
    state,
    (r) => sent.push(r),
    (collection) => collection === "products",
  );
  const write = (id: string, fields: Record<string, unknown>, collection = "products") =>
    state.writeV1Document(
      new Date(),
      Write.fromObject({
        update: { name: `${ROOT}/${collection}/${id}`, fields: fields as never },
      }),
    );
  const remove = (id: string) =>
    state.writeV1Document(new Date(), Write.fromObject({ delete: `${ROOT}/products/${id}` }));
  const apply = (json: unknown) => targets.apply(listenRequest.parse(json));
  const take = () => sent.splice(0, sent.length);
  return { state, targets, write, remove, apply, take };
}

const collectionTarget = (targetId: number, extra: Record<string, unknown> = {}) => ({
  addTarget: {
    targetId,
    query: { parent: ROOT, structuredQuery: { from: [{ collectionId: "products" }], ...extra } },
  },
});

const names = (responses: ListenResponse[], kind: string) =>
  responses
    .filter((r) => kind in r)
    .map((r) => {
      const body = r[kind] as { document: { name: string } | string };
      return (typeof body.document === "string" ? body.document : body.document.name)
        .split("/")
        .pop();
    });

test("a collection target gets ADD, its documents and CURRENT", () => {
  const t = setup();
  t.write("a", { name: { string_value: "Reamer" } });
  t.write("b", { name: { string_value: "Drill" } });
  t.apply(collectionTarget(2));
  const sent = t.take();
  expect(sent[0]).toEqual({ targetChange: { targetChangeType: "ADD", targetIds: [2] } });
  expect(names(sent, "documentChange")).toEqual(["a", "b"]);
  expect(sent[1]).toMatchObject({
    documentChange: { document: { fields: { name: { stringValue: "Reamer" } } }, targetIds: [2] },
  });
  expect(sent.at(-1)).toMatchObject({
    targetChange: { targetChangeType: "CURRENT", targetIds: [2] },
  });
});

test("after a change only the difference is sent, then the marker that raises a snapshot", () => {
  const t = setup();
  t.write("a", { name: { string_value: "Reamer" } });
  t.write("b", { name: { string_value: "Drill" } });
  t.apply(collectionTarget(2));
  t.take();
  t.write("a", { name: { string_value: "Reamer XL" } });
  expect(t.targets.refresh(new Set([`${ROOT}/products/a`]))).toBe(true);
  const sent = t.take();
  expect(names(sent, "documentChange")).toEqual(["a"]);
  const marker = sent.at(-1)!.targetChange as { targetIds?: number[]; readTime?: string };
  expect(marker.targetIds).toBeUndefined();
  expect(marker.readTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
  t.remove("b");
  t.targets.refresh(new Set([`${ROOT}/products/b`]));
  expect(names(t.take(), "documentDelete")).toEqual(["b"]);
  // A change elsewhere says nothing to this tab.
  expect(t.targets.refresh(new Set([`${ROOT}/services/x`]))).toBe(false);
  expect(t.take()).toEqual([]);
});

test("a document leaving a query is removed from it, and a document target follows its document", () => {
  const t = setup();
  t.write("a", { category: { string_value: "drills" }, name: { string_value: "A" } });
  t.apply(
    collectionTarget(4, {
      where: {
        fieldFilter: {
          field: { fieldPath: "category" },
          op: "EQUAL",
          value: { stringValue: "drills" },
        },
      },
      orderBy: [{ field: { fieldPath: "name" }, direction: "ASCENDING" }],
    }),
  );
  t.apply({ addTarget: { targetId: 6, documents: { documents: [`${ROOT}/products/a`] } } });
  t.take();
  t.write("a", { category: { string_value: "reamers" }, name: { string_value: "A" } });
  t.targets.refresh(new Set([`${ROOT}/products/a`]));
  const sent = t.take();
  expect(sent).toContainEqual({
    documentRemove: { document: `${ROOT}/products/a`, removedTargetIds: [4] },
  });
  expect(sent).toContainEqual(
    expect.objectContaining({ documentChange: expect.objectContaining({ targetIds: [6] }) }),
  );
});

test("a removed target is acknowledged and no longer told of changes", () => {
  const t = setup();
  t.apply(collectionTarget(2));
  t.apply({ removeTarget: 2 });
  expect(t.take().at(-1)).toEqual({ targetChange: { targetChangeType: "REMOVE", targetIds: [2] } });
  t.write("a", { name: { string_value: "x" } });
  expect(t.targets.refresh(new Set([`${ROOT}/products/a`]))).toBe(false);
  expect(t.targets.size).toBe(0);
});

test("a resumed target is reset before it is sent whole, so documents deleted meanwhile disappear", () => {
  const t = setup();
  t.apply({
    ...collectionTarget(2),
    addTarget: { ...collectionTarget(2).addTarget, resumeToken: "AAAA" },
  });
  expect(t.take()[1]).toEqual({ targetChange: { targetChangeType: "RESET", targetIds: [2] } });
});

test("a query feature that is not served fails that target alone with a clear cause", () => {
  const t = setup();
  t.apply(collectionTarget(8, { startAt: { values: [{ stringValue: "a" }] } }));
  expect(t.take()).toEqual([
    {
      targetChange: {
        targetChangeType: "REMOVE",
        targetIds: [8],
        cause: {
          code: 12,
          message: "queries with startAt are not served by the embedded database",
        },
      },
    },
  ]);
});

test("a collection the rules keep from clients, or one below a document, is refused as Firestore refuses it, and nothing of it is sent", () => {
  const t = setup();
  t.write("q1", { email: { string_value: "asha@example.com" } }, "Inquiries");
  t.write("a/notes/n1", { text: { string_value: "private" } });
  const denied = (targetId: number) => [
    {
      targetChange: {
        targetChangeType: "REMOVE",
        targetIds: [targetId],
        cause: { code: 7, message: "Missing or insufficient permissions." },
      },
    },
  ];
  t.apply({
    addTarget: {
      targetId: 2,
      query: { parent: ROOT, structuredQuery: { from: [{ collectionId: "Inquiries" }] } },
    },
  });
  expect(t.take()).toEqual(denied(2));
  t.apply({ addTarget: { targetId: 4, documents: { documents: [`${ROOT}/Inquiries/q1`] } } });
  expect(t.take()).toEqual(denied(4));
  t.apply({
    addTarget: {
      targetId: 6,
      query: {
        parent: `${ROOT}/products/a`,
        structuredQuery: { from: [{ collectionId: "notes" }] },
      },
    },
  });
  expect(t.take()).toEqual(denied(6));
  t.apply({
    addTarget: {
      targetId: 8,
      documents: { documents: [`${ROOT}/products/a`, `${ROOT}/products/a/notes/n1`] },
    },
  });
  expect(t.take()).toEqual(denied(8));
  expect(t.targets.size).toBe(0);
  // A readable collection is still served, and a change to a refused one reaches no target.
  t.apply(collectionTarget(10));
  expect(t.take()[0]).toEqual({ targetChange: { targetChangeType: "ADD", targetIds: [10] } });
  t.write("q2", { email: { string_value: "ravi@example.com" } }, "Inquiries");
  expect(t.targets.refresh(new Set([`${ROOT}/Inquiries/q2`]))).toBe(false);
});

describe("queries and values", () => {
  const doc = (id: string, fields: Record<string, JsonValue>): JsonDocument => ({
    name: `${ROOT}/p/${id}`,
    fields,
    createTime: "",
    updateTime: "",
  });
  const docs = [
    doc("a", {
      order: { integerValue: "3" },
      tags: { arrayValue: { values: [{ stringValue: "hot" }] } },
    }),
    doc("b", { order: { doubleValue: 1.5 } }),
    doc("c", {
      order: { integerValue: "2" },
      tags: { arrayValue: { values: [{ stringValue: "cold" }] } },
    }),
    doc("d", { other: { booleanValue: true } }),
  ];
  const run = (q: Record<string, unknown>) => {
    const compiled = compileQuery(ROOT, { from: [{ collectionId: "p" }], ...q });
    if ("unsupported" in compiled) throw new Error(compiled.unsupported);
    return compiled.run(docs).map((d) => d.name.split("/").pop());
  };

  test("orderBy sorts across integers and doubles and leaves out documents without the field; limit cuts", () => {
    expect(run({ orderBy: [{ field: { fieldPath: "order" } }] })).toEqual(["b", "c", "a"]);
    expect(
      run({ orderBy: [{ field: { fieldPath: "order" }, direction: "DESCENDING" }], limit: 2 }),
    ).toEqual(["a", "c"]);
    expect(run({})).toEqual(["a", "b", "c", "d"]);
  });

  test("where filters compare like Firestore", () => {
    const f = (op: string, value: JsonValue, fieldPath = "order") => ({
      where: { fieldFilter: { field: { fieldPath }, op, value } },
    });
    expect(run(f("GREATER_THAN_OR_EQUAL", { integerValue: "2" }))).toEqual(["a", "c"]);
    expect(run(f("EQUAL", { doubleValue: 3 }))).toEqual(["a"]);
    expect(run(f("ARRAY_CONTAINS", { stringValue: "cold" }, "tags"))).toEqual(["c"]);
    expect(
      run(f("IN", { arrayValue: { values: [{ integerValue: "2" }, { doubleValue: 1.5 }] } })),
    ).toEqual(["b", "c"]);
    expect(run(f("LESS_THAN", { stringValue: "z" }))).toEqual([]);
  });

  test("values of different types sort in Firestore's type order", () => {
    const ordered: JsonValue[] = [
      { nullValue: null },
      { booleanValue: false },
      { integerValue: "-1" },
      { doubleValue: 2.5 },
      { timestampValue: "2024-01-01T00:00:00.000000000Z" },
      { stringValue: "a" },
      { referenceValue: "projects/x" },
      { arrayValue: { values: [] } },
      { mapValue: { fields: {} } },
    ];
    for (let i = 1; i < ordered.length; i++)
      expect(compareValues(ordered[i - 1], ordered[i])).toBeLessThan(0);
  });
});
