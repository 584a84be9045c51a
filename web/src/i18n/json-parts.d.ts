/** A part of a translation file (see translation-parts.ts). */
declare module '*.json?first' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
/** The Czech messages of a screen beyond the first part (see translation-parts.ts). */
declare module '*?messages=cs' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
