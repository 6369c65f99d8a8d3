/** The Markdown of a content entry, read from the file it came from (build time only), else its `body`. */
import { readFileSync } from 'node:fs';

export function postText(entry: { body?: string | undefined; filePath?: string | undefined }): string {
  if (entry.filePath) {
    try {
      return readFileSync(entry.filePath, 'utf8').replace(/^---[\s\S]*?---/, '');
    } catch {
      // fall back to the body the loader kept
    }
  }
  return entry.body ?? '';
}
