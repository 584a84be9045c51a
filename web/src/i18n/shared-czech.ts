/** Core's shared Czech messages, a chunk of their own (i18n.ts `loadSharedMessages`). */
export { cs as sharedCzech } from '@studovna/core/messages/cs';
