/** Where the tab keeps its flows (issue 46): one sessionStorage key per place, 'portal_kept:bill:/d/D1001'. */
export const PREFIX = 'portal_kept:';

/** Whether the tab kept anything for `place`: read at a flow's start, before any keeping code loads. */
export function hasKeptFlow(place: string): boolean {
  try {
    return sessionStorage.getItem(PREFIX + place) !== null;
  } catch {
    return false;
  }
}
