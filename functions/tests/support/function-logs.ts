// The functions' log lines, as Cloud Logging would receive them. firebase-functions' logger keeps the
// console methods it finds when it is first loaded, so a test file imports this module before anything
// that loads firebase-functions; the lines are recorded and kept out of the test output.
export type LogLine = { severity?: string; message?: string; [field: string]: unknown };

export const logs: LogLine[] = [];

for (const method of ["debug", "info", "log", "warn", "error"] as const) {
  jest.spyOn(console, method).mockImplementation((line?: unknown, ..._rest: unknown[]) => {
    try {
      logs.push(JSON.parse(String(line)) as LogLine);
    } catch {
      logs.push({ message: String(line) });
    }
  });
}
