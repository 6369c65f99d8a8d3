/** What every service of the local backend needs. */
import type { Database } from '../db/database.ts';

export interface BackendContext {
  db: Database;
  jwtSecret: string;
  /** Public base URL of this backend, e.g. http://localhost:54321. */
  url: string;
  /** Where the site lives: the default redirect for recovery links. */
  siteUrl: string;
  outboxDir: string;
  storageDir: string;
  anonKey: string;
  serviceRoleKey: string;
}
