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

const USAGE = `usage: npm run content -- <command>

  seed            write the demo content (documents with the same ids are replaced)
  export <file>   write every collection (content, submissions, notification mails) to a JSON file, with the
                  list of stored files (inquiries' drawings and photos) under "${STORAGE_KEY}"
  import <file>   check a JSON file against the content model, then write it (nothing if one document is
                  wrong; mail and the file list are left out)
  import <file> --as-is
                  write it with the problems the site lives with, as a backup holds them (listed, not refused)
  check           check every document in the database and list each problem, and every inquiry whose
                  files are missing from Storage
  online on|off   switch the whole site on or off
  preview <path>  print a link that shows the site with its drafts in one browser, for a day
  history <collection>/<id>            list the kept versions of a document, newest first
  undo <collection>/<id> [version]     put the document back as it was before that change (default: the newest)`;

/**
 * A file as the owner named it: npm runs the tools in the checkout's root, wherever it was typed
 * (INIT_CWD is that folder), so `export backup.json` in a folder of the checkout is written there.
 */
const ownersFile = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** `import <file> --as-is`: write a file with problems the site lives with (a backup, say). */
const AS_IS = "--as-is";

async function run(
  command: string | undefined,
  arg: string | undefined,
  extra: string | undefined,
): Promise<number> {
  switch (command) {
    case "seed": {
      const n = await seedDemoContent();
      console.log(`Wrote ${n} demo documents.`);
      return 0;
    }
    case "export": {
      if (!arg)
        return wrongUse(
          "export needs the file to write, such as: npm run content -- export content.json",
        );
      const dump = await exportAll();
      await writeFile(ownersFile(arg), `${JSON.stringify(dump, null, 2)}\n`);
      const { [STORAGE_KEY]: files = {}, ...collections } = dump;
      const count = Object.values(collections).reduce((n, docs) => n + Object.keys(docs).length, 0);
      console.log(
        `Exported ${count} documents from ${Object.keys(collections).length} collections to ${arg}.`,
      );
      console.log(`Stored files: ${Object.keys(files).length}`);
      for (const [path, file] of Object.entries(files))
        console.log(`  ${path} (${String(file.size)} bytes)`);
      return 0;
    }
    case "import": {
      const asIs = arg === AS_IS || extra === AS_IS;
      const file = arg === AS_IS ? extra : arg;
      if (!file)
        return wrongUse(
          "import needs the JSON file to read, such as: npm run content -- import content.json",
        );
      let dump: unknown;
      try {
        dump = JSON.parse(await readFile(ownersFile(file), "utf8"));
      } catch (error) {
        console.error(
          `Cannot read ${file} as JSON: ${(error as Error).message}. Nothing was written.`,
        );
        return 1;
      }
      try {
        const n = await importAll(dump, { asIs });
        const problems = asIs ? validateDump(dump) : [];
        console.log(
          `Imported ${n} documents from ${file}${problems.length ? `, as it is: ${problems.length} problem(s), which the site treats as if typed in the console:` : "."}`,
        );
        for (const p of problems) console.log(`  - ${formatProblem(p)}`);
        return 0;
      } catch (error) {
        if (!(error instanceof ImportRefusedError)) throw error;
        console.error(
          `Import refused, nothing was written. ${error.problems.length} problem(s) in ${file}:`,
        );
        for (const p of error.problems) console.error(`  - ${formatProblem(p)}`);
        if (error.asIs) {
          console.error(
            `Fix them in the file and import it again; or, to write it as it is (an export holds the problems the site had, and the site shows such documents as it did), run: npm run content -- import ${file} ${AS_IS}`,
          );
        }
        return 1;
      }
    }
    case "check": {
      const { problems: content, documents } = await checkDatabase();
      const { problems: missing, files } = await checkSubmissionFiles();
      const problems = [...content, ...missing];
      const filesChecked = `${files} ${files === 1 ? "file" : "files"} of inquiries and applications checked in Storage`;
      if (problems.length === 0) {
        console.log(`Checked ${documents} documents: no problems (${filesChecked}).`);
        return 0;
      }
      console.error(
        `Checked ${documents} documents: ${problems.length} problem(s) (${filesChecked}):`,
      );
      for (const p of problems) console.error(`  - ${formatProblem(p)}`);
      return 1;
    }
    case "preview": {
      if (!arg)
        return wrongUse(
          "preview needs the path of a page, such as: npm run content -- preview /products/reamers",
        );
      if (!isSitePath(arg)) {
        console.error(
          `"${arg}" is not a page of the site: give its path, such as /products/reamers.`,
        );
        return 1;
      }
      const notAPage = await previewProblem(arg);
      if (notAPage) {
        console.error(`${notAPage} No link was made.`);
        return 1;
      }
      console.log(
        `Open this link in the browser that should preview (it works for a day; nobody else sees drafts):`,
      );
      console.log(`${siteUrl}/api/preview?${previewQuery(arg)}`);
      return 0;
    }
    case "history": {
      const doc = parseDocumentPath(arg);
      if (!doc) return wrongDocument(arg);
      const versions = await documentHistory(doc.collection, doc.id);
      if (versions.length === 0) {
        console.log(
          `${arg}: no kept version (changes are kept for 90 days from when the site's listeners or its Cloud Function run).`,
        );
        const hint = await missingDocumentHint(doc.collection, doc.id);
        if (hint) console.log(hint);
        return 0;
      }
      console.log(
        `${arg}: ${versions.length} kept version(s), newest first. \`npm run content -- undo ${arg} N\` puts it back as it was before change N.`,
      );
      for (const v of versions) {
        console.log(
          `  ${String(v.number).padStart(3)}  ${indiaDateTime(v.changedAt)} IST  ${v.what}  (by ${v.changedBy ?? "the console or another client"})`,
        );
      }
      return 0;
    }
    case "undo": {
      const doc = parseDocumentPath(arg);
      if (!doc) return wrongDocument(arg);
      const version = extra === undefined ? 1 : Number(extra);
      if (!Number.isSafeInteger(version) || version < 1) {
        console.error(
          `"${extra}" is not a version number: see npm run content -- history ${arg}. Nothing was written.`,
        );
        return 1;
      }
      try {
        const outcome = await undoDocumentChange(doc.collection, doc.id, version);
        console.log(
          outcome === "restored"
            ? `${arg} is back as it was before change ${version}.`
            : `${arg} is deleted again, as it was before change ${version} created it.`,
        );
        return 0;
      } catch (error) {
        if (!(error instanceof NoSuchVersionError)) throw error;
        const hint = await missingDocumentHint(doc.collection, doc.id);
        console.error(`${error.message}. Nothing was written.${hint ? ` ${hint}` : ""}`);
        return 1;
      }
    }
    case "online": {
      if (arg !== "on" && arg !== "off")
        return wrongUse(
          `online takes on or off${arg ? `, not "${arg}"` : ""}, such as: npm run content -- online off`,
        );
      const id = await setOnline(arg === "on");
      // Open tabs follow the database at once; a server asks again within a minute (lib/http/site-state.ts).
      console.log(
        `The site is now ${arg === "on" ? "online" : "switched off"} (project/${id}): open pages follow at once, and new visits on every server within a minute.`,
      );
      return 0;
    }
  }
  return wrongUse(`"${command ?? ""}" is not a command of the content tools.`);
}

/**
 * Why a path to preview is no page of the site (a product or service that does not exist, drafts
 * included; a page the menu does not name), or "" when it is one: a link to it would open a 404.
 */
async function previewProblem(sitePath: string): Promise<string> {
  const pathname = sitePath.split(/[?#]/)[0];
  const detail = /^\/(products|technology)\/([^/]+)$/.exec(pathname);
  if (detail) {
    let id = detail[2];
    try {
      id = decodeURIComponent(id);
    } catch {
      // Kept as typed: no document has that id either.
    }
    return missingDocumentHint(detail[1] === "products" ? "Products" : "Services", id);
  }
  if (sitePages.some((item) => item.href === pathname)) return "";
  return `${pathname} is not a page of the site: the pages are ${sitePages.map((item) => item.href).join(", ")}, /products/<id> and /technology/<id>.`;
}

/** A command used wrongly: what was wrong, then the list of commands. Nothing is read or written. */
function wrongUse(what: string): number {
  console.error(`${what}\n\n${USAGE}`);
  return 2;
}

function wrongDocument(text: string | undefined): number {
  console.error(
    `"${text ?? ""}" is not a document of the site's content: write it as <collection>/<id>, such as Products/reamers, with the collection spelled as in Firestore (${collectionNames.join(", ")}). Nothing was written.`,
  );
  return 1;
}

async function main(): Promise<number> {
  const [command, arg, extra] = process.argv.slice(2);
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  // A preview link needs the site's key, not its database.
  if (command === "preview") return run(command, arg, extra);
  // The tools never seed: `check` and `export` only read, and an owner who wants the demo content
  // asks for it with `seed`.
  const database = await openDatabase({ seed: false });
  console.log(`Database: ${database.description}`);
  const storage = await openStorage();
  try {
    return await run(command, arg, extra);
  } finally {
    await storage.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("Failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
