// Where the owners open a document in the Firebase console, for the links in their mails: one place for
// the site (lib/notify/mail.ts) and the Cloud Functions (functions/src), which know the project differently.

/** The document's page in the console of `projectId`'s default database. */
export function consoleDocumentUrl(projectId: string, collection: string, id: string): string {
  // The console addresses a document by its path with each "/" written as "~2F".
  const path = ["", collection, id].map(encodeURIComponent).join("~2F");
  return `https://console.firebase.google.com/project/${encodeURIComponent(projectId)}/firestore/databases/-default-/data/${path}`;
}
