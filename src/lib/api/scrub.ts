/**
 * Removes secrets from text and JSON-like values before an error report is stored or sent on:
 * JWTs, bearer tokens, provider keys, long hex or base64 runs (API keys are 64 hex digits),
 * and the value of any key=value / "key": value pair whose name suggests a secret.
 */

export const REDACTED = '[redacted]';

/** Names whose values are secrets wherever they appear (query strings, JSON, headers, objects). */
const SECRET_NAME =
  '(?:access[_-]?token|refresh[_-]?token|id[_-]?token|provider[_-]?(?:refresh[_-]?)?token|token|x[_-]?api[_-]?key|api[_-]?key|apikey|secret[_-]?api|client[_-]?secret|secret|password|passwd|pwd|pass|authorization|auth|session|cookie|signature|sig|code|otp|key)';
const SECRET_KEY_RE = new RegExp(`^${SECRET_NAME}$`, 'i');

const PATTERNS: [RegExp, string][] = [
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[redacted-jwt]'],
  [/\b(bearer|basic)\s+[\w.~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  [/\b(?:sk|rk|pk)_(?:live|test)_[\w]{8,}/g, REDACTED],
  [/\bsb_(?:secret|publishable)_[\w-]{8,}/g, REDACTED],
  [/\b(?:ghp|gho|github_pat|xox[abpr])[-_][\w-]{10,}/g, REDACTED],
  [/\bAKIA[0-9A-Z]{16}\b/g, REDACTED],
  [new RegExp(`((?:^|[?&#;,(\\s{"'])["']?${SECRET_NAME}["']?\\s*[:=]\\s*["']?)[^"'&;,\\s}]+`, 'gi'), `$1${REDACTED}`],
  [/\b[0-9a-f]{32,}\b/gi, REDACTED],
  [/(?<![\w/.-])(?=[\w-]*\d)(?=[\w-]*[a-zA-Z])[\w-]{40,}(?![\w/.-])/g, REDACTED],
];

/** The text with every secret pattern replaced by a redaction marker. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** True when an object key names a secret (password, token, apiKey…), whose value is dropped whole. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY_RE.test(key.replace(/([a-z])([A-Z])/g, '$1_$2'));
}

/** A deep copy of a JSON-like value with secret-named keys redacted and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return depth > 8 ? REDACTED : value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = isSecretKey(key) ? REDACTED : scrubValue(item, depth + 1);
  return out;
}
