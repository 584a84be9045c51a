/** What the website pages need to know about the deployment. */
export interface SiteContext {
  /** Address of the web app, e.g. `http://app.localhost:3000`. */
  appUrl: string;
  supportEmail: string;
  supportPhone: string;
}

/** What a page contributes to the layout: plain-text title and description, and its HTML body. */
export interface SitePage {
  title: string;
  description: string;
  /** HTML; the page escapes every value it interpolates. */
  body: string;
}
