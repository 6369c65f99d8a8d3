/**
 * Vitest global setup: one folder per run for the database snapshots that test files build and
 * share (database-snapshot.ts), removed when the run ends. TEST_DB_SNAPSHOT_DIR names a folder to
 * use and keep instead.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve, join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshotDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const given = process.env['TEST_DB_SNAPSHOT_DIR']?.trim();
  const dir = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'brickstack-test-db-'));
  mkdirSync(dir, { recursive: true });
  project.provide('databaseSnapshotDir', dir);
  return () => {
    if (!given) rmSync(dir, { recursive: true, force: true });
  };
}
