// Next's instrumentation hook; the start-up work is in instrumentation-node.ts, which the edge build of
// this file drops with the branch below.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./instrumentation-node");
    await startServer();
  }
}
