// Values shared by one server process: Next bundles the proxy, each route and the instrumentation hook
// apart, so module variables exist once per bundle; these live on globalThis instead.
const KEY = Symbol.for("site.process-wide");

export function processWide<T>(name: string, create: () => T): T {
  const store = ((globalThis as { [KEY]?: Map<string, unknown> })[KEY] ??= new Map());
  if (!store.has(name)) store.set(name, create());
  return store.get(name) as T;
}
