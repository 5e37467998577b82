// `npm run content -- <command>`: the owners' content tools (scripts/content-commands.ts), with the
// variables of the files Next reads (.env.local, …) loaded first: the modules after them read the
// environment as they load.
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
