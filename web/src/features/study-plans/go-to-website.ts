/**
 * Leaves the app for a page of the website in the same tab: a new tab opened after waiting for the
 * server is blocked by browsers, and gets lost on phones.
 */
export function goToWebsite(url: string): void {
  window.location.assign(url);
}
