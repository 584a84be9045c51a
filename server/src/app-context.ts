import type { Config } from './config';
import type { Database } from './db/database';

/** What every module needs: configuration and the database. Built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Database;
}
