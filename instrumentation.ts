// Next's instrumentation hook: what a server process does once when it starts (`next dev`, `next start`)
// is in instrumentation-node.ts. Next also builds this file for the edge runtime, whose build drops the
// branch below, so the Node-only module never reaches it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./instrumentation-node");
    await startServer();
  }
}
