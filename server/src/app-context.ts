import type { Config } from './config';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';

/** What every module needs: configuration, the database and the clock. Built once in main.ts. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
}
