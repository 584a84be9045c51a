/** Absolute address of a file under /wp-content/uploads/ (uploads and seeded images); '' when there is none. */
export const uploadUrl = (site: string, path: string | null | undefined): string =>
  path ? `${site}/wp-content/uploads/${path}` : '';
