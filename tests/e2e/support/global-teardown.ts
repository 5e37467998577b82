import { stopSite, type RunningSite } from "./site";

export default async function globalTeardown(): Promise<void> {
  const site = (globalThis as { __site?: RunningSite }).__site;
  if (site) await stopSite(site);
}
