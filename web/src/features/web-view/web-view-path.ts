/** The in-app address showing `url` in the web view (SPEC §2 `w/{url}`). */
export const webViewPath = (url: string): string => `/w/${encodeURIComponent(url)}`;
