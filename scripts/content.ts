<<<<<<< HEAD
// `npm run content -- <command>`: the owners' content tools, run against whichever database the site
// would use (see dev/firestore/open.ts), .env.local included.
import "./env-files";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { collectionNames } from "@/lib/content/collections";
import { NoSuchVersionError } from "@/lib/content/history";
import {
  checkDatabase,
  checkSubmissionFiles,
  documentHistory,
  exportAll,
  formatProblem,
  importAll,
  ImportRefusedError,
  missingDocumentHint,
  parseDocumentPath,
  seedDemoContent,
  setOnline,
  STORAGE_KEY,
  undoDocumentChange,
  validateDump,
} from "@/lib/content/maintenance";
import { previewQuery } from "@/lib/http/preview";
import { isSitePath } from "@/lib/site/paths";
import { sitePages, siteUrl } from "@/lib/site/facts";
import { indiaDateTime } from "@/lib/site/india-date";
import { openDatabase } from "@/dev/firestore/open";
import { openStorage } from "@/dev/storage/open";
=======
// `npm run content -- <command>`: the owners' content tools (scripts/content-commands.ts), with the
// variables of the files Next reads (.env.local, …) loaded first: the modules after them read the
// environment as they load.
import { loadEnvConfig } from "@next/env";
>>>>>>> lean-tools

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
