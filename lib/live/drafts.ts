// Whether this tab is the owners' preview (draft mode): its live parts then show drafts too, as its
// server-rendered pages do, instead of dropping them at the first snapshot. Set once, by the shell.
let shown = false;

export function showDrafts(): void {
  shown = true;
}

export const draftsShown = (): boolean => shown;
