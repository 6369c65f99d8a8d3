/**
 * Browser storage that never throws (private mode, disabled storage, quota): reads give null,
 * writes are best effort.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {}
}

export function removeStored(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {}
}
