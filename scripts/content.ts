// `npm run content -- <command>` (scripts/content-commands.ts), with Next's env files loaded first: the
// modules after them read the environment as they load.
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });

import("./content-commands")
  .then(({ main }) => main(process.argv.slice(2)))
  .then(
    (code) => process.exit(code),
    (error) => {
      console.error("Failed:", error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
