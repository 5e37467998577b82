// The commands of `npm run content -- <command>` on the database the site would use. Exit codes: 0 done,
// 1 refused or a problem found, 2 a command used wrongly (then nothing is read or written).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { collectionNames, isContentCollection } from "@/lib/content/collections";
import { meant } from "@/lib/content/document-problems";
import { listVersions, NoSuchVersionError, undoChange } from "@/lib/content/history";
import * as tools from "@/lib/content/maintenance";
import type { Problem } from "@/lib/content/parse";
import { previewQuery } from "@/lib/http/preview";
import { isSitePath } from "@/lib/site/paths";
import { sitePages, siteUrl } from "@/lib/site/facts";
import { indiaDateTime } from "@/lib/site/india-date";
import { idFromSegment } from "@/lib/site/paths";

const USAGE = `usage: npm run content -- <command>

  seed                      write the demo content (documents with the same ids are replaced)
  export <file>             write every collection (content, submissions, mails) to a JSON file, with
                            the list of stored files (inquiries' drawings and photos)
  import <file> [--as-is]   check a JSON file against the content model, then write it (nothing if one
                            document is wrong; --as-is: with the problems the site lives with, listed)
  check                     list every problem in the database, and inquiries whose files are missing
  online on|off             switch the whole site on or off
  preview <path>            print a link that shows the site with its drafts in one browser, for a day
  history <collection>/<id>        list the kept versions of a document, newest first
  undo <collection>/<id> [N]       put it back as it was before change N (default: the newest)`;

const AS_IS = "--as-is";
/** What a command cannot do without. */
const NEEDS: Record<string, string> = {
  export: "the file to write, such as: npm run content -- export content.json",
  import: "the JSON file to read, such as: npm run content -- import content.json",
  preview: "the path of a page, such as: npm run content -- preview /products/reamers",
};

function wrongUse(what: string): number {
  console.error(`${what}\n\n${USAGE}`);
  return 2;
}

const listProblems = (problems: Problem[], print = console.error) => {
  for (const p of problems) print(`  - ${tools.formatProblem(p)}`);
};

/** For `collection/id` that does not exist, a sentence naming the id most like it; else "". */
async function missingDocumentHint(collection: string, id: string): Promise<string> {
  const ids = await tools.onDb(async (db) =>
    (await db.collection(collection).get()).docs.map((d) => d.id),
  );
  if (ids.includes(id)) return "";
  const near = meant(id, ids);
  return `There is no document ${collection}/${id}${near ? `: did you mean ${collection}/${near}?` : "."}`;
}

/** Why a path to preview is no page of the site (its link would open a 404), or "". */
async function previewProblem(sitePath: string): Promise<string> {
  if (!isSitePath(sitePath))
    return `"${sitePath}" is not a page of the site: give its path, such as /products/reamers.`;
  const pathname = sitePath.split(/[?#]/)[0];
  const [, page, id] = /^\/(products|technology)\/([^/]+)$/.exec(pathname) ?? [];
  if (page)
    return missingDocumentHint(page === "products" ? "Products" : "Services", idFromSegment(id));
  const pages = sitePages.map((item) => item.href);
  if (pages.includes(pathname)) return "";
  return `${pathname} is not a page of the site: the pages are ${pages.join(", ")}, /products/<id> and /technology/<id>.`;
}

export async function runContentCommand([command, arg, extra]: string[]): Promise<number> {
  // npm runs the tools in the checkout's root; INIT_CWD is where the owner typed the command.
  const ownersFile = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const file = arg === AS_IS ? extra : arg;
  if (!file && Object.hasOwn(NEEDS, command)) return wrongUse(`${command} needs ${NEEDS[command]}`);
  switch (command) {
    case "seed":
      console.log(`Wrote ${await tools.seedDemoContent()} demo documents.`);
      return 0;
    case "export": {
      const dump = await tools.exportAll();
      await writeFile(ownersFile(file!), `${JSON.stringify(dump, null, 2)}\n`);
      const { [tools.STORAGE_KEY]: files = {}, ...collections } = dump;
      const count = Object.values(collections).reduce((n, docs) => n + Object.keys(docs).length, 0);
      const stored = Object.entries(files).map(
        ([name, { size }]) => `\n  ${name} (${String(size)} bytes)`,
      );
      console.log(
        `Exported ${count} documents from ${Object.keys(collections).length} collections to ${arg}.\nStored files: ${stored.length}${stored.join("")}`,
      );
      return 0;
    }
    case "import": {
      const asIs = arg === AS_IS || extra === AS_IS;
      let dump: unknown;
      try {
        dump = JSON.parse(await readFile(ownersFile(file!), "utf8"));
      } catch (error) {
        console.error(
          `Cannot read ${file} as JSON: ${(error as Error).message}. Nothing was written.`,
        );
        return 1;
      }
      try {
        const n = await tools.importAll(dump, { asIs });
        const problems = asIs ? tools.validateDump(dump) : [];
        console.log(
          `Imported ${n} documents from ${file}${problems.length ? `, as it is: ${problems.length} problem(s), which the site treats as if typed in the console:` : "."}`,
        );
        listProblems(problems, console.log);
        return 0;
      } catch (error) {
        if (!(error instanceof tools.ImportRefusedError)) throw error;
        console.error(
          `Import refused, nothing was written. ${error.problems.length} problem(s) in ${file}:`,
        );
        listProblems(error.problems);
        if (error.asIs)
          console.error(
            `Fix them in the file and import it again; or, to write it as it is (an export holds the problems the site had, and the site shows such documents as it did), run: npm run content -- import ${file} ${AS_IS}`,
          );
        return 1;
      }
    }
    case "check": {
      const { problems, documents, files } = await tools.checkDatabase();
      const checked = `${files} ${files === 1 ? "file" : "files"} of inquiries and applications checked in Storage`;
      const found = problems.length
        ? `${problems.length} problem(s) (${checked}):`
        : `no problems (${checked}).`;
      (problems.length ? console.error : console.log)(`Checked ${documents} documents: ${found}`);
      listProblems(problems);
      return problems.length ? 1 : 0;
    }
    case "preview": {
      const problem = await previewProblem(arg);
      if (problem) {
        console.error(`${problem} No link was made.`);
        return 1;
      }
      console.log(
        `Open this link in the browser that should preview (it works for a day; nobody else sees drafts):\n${siteUrl}/api/preview?${previewQuery(arg)}`,
      );
      return 0;
    }
    case "history":
    case "undo": {
      const [collection, id, ...rest] = (arg ?? "").split("/");
      if (rest.length || !id || !isContentCollection(collection)) {
        console.error(
          `"${arg ?? ""}" is not a document of the site's content: write it as <collection>/<id>, such as Products/reamers, with the collection spelled as in Firestore (${collectionNames.join(", ")}). Nothing was written.`,
        );
        return 1;
      }
      if (command === "history") {
        const versions = await tools.onDb((db) => listVersions(db, collection, id));
        if (versions.length === 0) {
          console.log(
            `${arg}: no kept version (changes are kept for 90 days from when the site's listeners or its Cloud Function run).`,
          );
          const hint = await missingDocumentHint(collection, id);
          if (hint) console.log(hint);
          return 0;
        }
        console.log(
          `${arg}: ${versions.length} kept version(s), newest first. \`npm run content -- undo ${arg} N\` puts it back as it was before change N.`,
        );
        for (const v of versions)
          console.log(
            `  ${String(v.number).padStart(3)}  ${indiaDateTime(v.changedAt)} IST  ${v.what}  (by ${v.changedBy ?? "the console or another client"})`,
          );
        return 0;
      }
      const version = extra === undefined ? 1 : Number(extra);
      if (!Number.isSafeInteger(version) || version < 1) {
        console.error(
          `"${extra}" is not a version number: see npm run content -- history ${arg}. Nothing was written.`,
        );
        return 1;
      }
      try {
        const outcome = await tools.onDb((db) => undoChange(db, collection, id, version));
        console.log(
          outcome === "restored"
            ? `${arg} is back as it was before change ${version}.`
            : `${arg} is deleted again, as it was before change ${version} created it.`,
        );
        return 0;
      } catch (error) {
        if (!(error instanceof NoSuchVersionError)) throw error;
        const hint = await missingDocumentHint(collection, id);
        console.error(`${error.message}. Nothing was written.${hint ? ` ${hint}` : ""}`);
        return 1;
      }
    }
    case "online": {
      if (arg !== "on" && arg !== "off")
        return wrongUse(
          `online takes on or off${arg ? `, not "${arg}"` : ""}, such as: npm run content -- online off`,
        );
      const id = await tools.setOnline(arg === "on");
      console.log(
        `The site is now ${arg === "on" ? "online" : "switched off"} (project/${id}): open pages follow at once, and new visits on every server within a minute.`,
      );
      return 0;
    }
  }
  return wrongUse(`"${command ?? ""}" is not a command of the content tools.`);
}

export async function main(args: string[]): Promise<number> {
  if (!args[0] || args[0] === "help" || args[0] === "--help") {
    console.log(USAGE);
    return args[0] ? 0 : 2;
  }
  const { openDatabase } = await import("@/dev/firestore/open");
  const { openStorage } = await import("@/dev/storage/open");
  // The tools never seed: `check` and `export` only read; the demo content is asked for with `seed`.
  const database = await openDatabase({ seed: false });
  console.log(`Database: ${database.description}`);
  const storage = await openStorage();
  try {
    return await runContentCommand(args);
  } finally {
    await storage.close();
    await database.close();
  }
}
