/**
 * Generators of malformed requests for the abuse test: random bytes, huge strings, wrong
 * types, deep nesting, odd unicode, wrong methods and wrong content types. Deterministic
 * (seeded) so a failure can be replayed.
 */
import { BASE } from './request-helpers.ts';

export type Endpoint = 'validate-challenge' | 'deduct-credit' | 'trial-upgrade-email' | 'report-error';

const FIELDS: Record<Endpoint, string[]> = {
  'validate-challenge': ['challenge'],
  'deduct-credit': ['service'],
  'trial-upgrade-email': ['userId', 'email'],
  'report-error': ['error', 'message', 'details', 'timestamp', 'type'],
};

const ODD_UNICODE = [
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\u0000',
  '𝕳𝖊𝖑𝖑𝖔',
  '🏠💥',
  'ｃｈａｌｌｅｎｇｅ',
  'pоstcode-crime',
  'é',
  '\u0301\u0301\u0301',
];

export interface Malformed {
  kind: string;
  request: Request;
}

/** One malformed request for `endpoint`; `auth` headers are added to about half of them. */
export function malformedRequest(endpoint: Endpoint, rnd: () => number, auth: Record<string, string>): Malformed {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const url = `${BASE}/api/${endpoint}`;
  const headers: Record<string, string> = rnd() < 0.5 ? { ...auth } : {};
  headers['x-forwarded-for'] = `198.51.100.${Math.floor(rnd() * 250)}`;
  const json = (body: BodyInit, extra: Record<string, string> = {}) =>
    new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers, ...extra }, body });
  const fields = FIELDS[endpoint];
  const kind = pick(['bytes', 'huge', 'wrong-type', 'deep', 'unicode', 'method', 'content-type', 'shape'] as const);
  switch (kind) {
    case 'bytes': {
      const bytes = new Uint8Array(1 + Math.floor(rnd() * 600));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rnd() * 256);
      bytes[0] = 0x80 + Math.floor(rnd() * 0x40);
      return { kind, request: json(bytes) };
    }
    case 'huge': {
      const size = 70_000 + Math.floor(rnd() * 1_000_000);
      const body = rnd() < 0.5 ? JSON.stringify({ [pick(fields)]: 'x'.repeat(size) }) : 'A'.repeat(size);
      return { kind, request: json(body, rnd() < 0.3 ? { 'content-length': String(body.length) } : {}) };
    }
    case 'wrong-type': {
      const value = pick([42, -1.5e308, true, null, [], ['a'], { nested: 'x' }, [[[]]], 0]);
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      return { kind, request: json(JSON.stringify(endpoint === 'report-error' ? { ...body, message: value } : body)) };
    }
    case 'deep': {
      const depth = 100 + Math.floor(rnd() * 20_000);
      const body =
        rnd() < 0.5
          ? '['.repeat(depth) + ']'.repeat(depth)
          : `{"${pick(fields)}":` + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth + 1);
      return { kind, request: json(body) };
    }
    case 'unicode': {
      const odd = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => pick(ODD_UNICODE)).join('');
      const body = pick([
        JSON.stringify({ [odd]: 'Finding property deals in Leeds' }),
        JSON.stringify(odd),
        odd,
        JSON.stringify({ [pick(fields)]: { [odd]: odd } }),
        JSON.stringify({ service: `${odd}valuation`, userId: odd, email: `${odd}@${odd}`, type: odd, timestamp: odd }),
      ]);
      return { kind, request: json(body) };
    }
    case 'method': {
      const method = pick(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
      const hasBody = method !== 'GET' && method !== 'HEAD';
      return { kind, request: new Request(url, { method, headers, ...(hasBody ? { body: '{}' } : {}) }) };
    }
    case 'content-type': {
      const type = pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'text/json',
        '',
      ]);
      const body = JSON.stringify({ challenge: 'Finding property deals in Leeds', service: 'valuation' });
      return { kind, request: new Request(url, { method: 'POST', headers: { ...headers, 'content-type': type }, body }) };
    }
    case 'shape':
      return {
        kind,
        request: json(
          pick([
            '',
            ' ',
            'null',
            '[]',
            '"text"',
            '1e999',
            '{}',
            '{"__proto__":{"admin":true}}',
            '{"constructor":{"prototype":{}}}',
            '{,}',
            '{"a":1,}',
          ]),
        ),
      };
  }
}
