import 'i18next';
import type { cs as shared } from '@studovna/core';
import type cs from './cs.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    resources: { translation: typeof cs; shared: typeof shared };
  }
}
