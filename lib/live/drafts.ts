// Whether this tab is the owners' preview, so its live parts show drafts too. Set once, by the shell.
let shown = false;

export function showDrafts(): void {
  shown = true;
}

export const draftsShown = (): boolean => shown;
