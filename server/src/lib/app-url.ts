/** The app's origin for a site's: `https://studovna.cz` → `https://app.studovna.cz` (SPEC §1). */
export const appUrlOf = (siteUrl: string): string => siteUrl.replace(/^(https?:\/\/)/, '$1app.');
