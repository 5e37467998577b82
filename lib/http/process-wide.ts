// Values shared by everything one server process runs. Next bundles the proxy, each route and the
// instrumentation hook apart, so a module's own variables exist once per bundle; these live on
// globalThis under one registered symbol instead, each made on first use.
const KEY = Symbol.for("site.process-wide");

export function processWide<T>(name: string, create: () => T): T {
  const store = ((globalThis as { [KEY]?: Map<string, unknown> })[KEY] ??= new Map());
  if (!store.has(name)) store.set(name, create());
  return store.get(name) as T;
}
