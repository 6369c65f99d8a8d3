/**
 * What the API documentation pages show, read from the OpenAPI document (src/lib/api/v1/openapi.ts):
 * an operation's parameters, example, errors and response fields, and code samples generated from
 * it. Pure: the pages render these views, so the docs cannot disagree with the API.
 */
type Json = Record<string, unknown>;

export interface ParamView {
  name: string;
  required: boolean;
  type: string;
  description: string;
  example: string | null;
}

export interface FieldView {
  path: string;
  type: string;
  description: string;
}

export interface OperationView {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  cost: number;
  params: ParamView[];
  exampleQuery: Record<string, string>;
  exampleResponse: unknown;
  errors: { status: number; code: string; when: string }[];
  fields: FieldView[];
}

function resolve(doc: Json, schema: Json | undefined): Json {
  let current = schema ?? {};
  for (let i = 0; i < 10 && typeof current['$ref'] === 'string'; i++) {
    const parts = (current['$ref'] as string).replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((node, key) => (node as Json)?.[key], doc) as Json;
  }
  return current ?? {};
}

/** A schema's type in words: "string", "integer or null", "array of object", "one of: radius, lsoa". */
export function typeOf(doc: Json, raw: Json): string {
  const schema = resolve(doc, raw);
  if (Array.isArray(schema['enum'])) return `one of: ${(schema['enum'] as unknown[]).join(', ')}`;
  if ('const' in schema) return `always ${JSON.stringify(schema['const'])}`;
  const variants = (schema['anyOf'] ?? schema['oneOf']) as Json[] | undefined;
  if (variants) return variants.map((v) => typeOf(doc, v)).join(' or ');
  const type = schema['type'];
  if (Array.isArray(type)) return type.join(' or ');
  if (type === 'array') return `array of ${typeOf(doc, (schema['items'] ?? {}) as Json)}`;
  if (typeof type === 'string') return type;
  if (schema['properties']) return 'object';
  return 'any';
}

/** Every field of a response schema as a dotted path ("categories[].count"), to `depth` levels. */
export function fieldsOf(doc: Json, raw: Json, prefix = '', depth = 3, seen = new Set<string>()): FieldView[] {
  const ref = typeof raw['$ref'] === 'string' ? (raw['$ref'] as string) : null;
  if (ref && seen.has(ref)) return [];
  const nextSeen = ref ? new Set([...seen, ref]) : seen;
  const schema = resolve(doc, raw);
  const variants = (schema['anyOf'] ?? schema['oneOf']) as Json[] | undefined;
  if (variants) {
    const objectVariant = variants.map((v) => resolve(doc, v)).find((v) => v['properties'] || v['items']);
    return objectVariant
      ? fieldsOf(doc, variants[variants.map((v) => resolve(doc, v)).indexOf(objectVariant)]!, prefix, depth, nextSeen)
      : [];
  }
  if (schema['type'] === 'array' && schema['items'])
    return fieldsOf(doc, schema['items'] as Json, `${prefix}[]`, depth, nextSeen);
  const properties = schema['properties'] as Record<string, Json> | undefined;
  if (!properties || depth === 0) return [];
  const out: FieldView[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const resolved = resolve(doc, property);
    out.push({
      path,
      type: typeOf(doc, property),
      description: String(resolved['description'] ?? property['description'] ?? ''),
    });
    out.push(...fieldsOf(doc, property, path, depth - 1, nextSeen));
  }
  return out;
}

/** The documentation view of the GET operation at `path` ("/crime-statistics"). */
export function operationView(doc: Json, path: string): OperationView {
  const op = ((doc['paths'] as Record<string, Json>)[path]?.['get'] ?? {}) as Json;
  const parameters = ((op['parameters'] ?? []) as Json[]).filter((p) => p['in'] === 'query');
  const responses = (op['responses'] ?? {}) as Record<string, Json>;
  const ok = (responses['200']?.['content'] as Json | undefined)?.['application/json'] as Json | undefined;
  const okSchema = (ok?.['schema'] ?? {}) as Json;
  const dataSchema = ((okSchema['properties'] as Json | undefined)?.['data'] ?? {}) as Json;
  const errors = Object.entries(responses)
    .filter(([status]) => status !== '200')
    .flatMap(([status, response]) => {
      const examples = (((response['content'] as Json)?.['application/json'] as Json)?.['examples'] ?? {}) as Record<
        string,
        Json
      >;
      const whenByCode = new Map(
        String(response['description'] ?? '')
          .split(/(?=`[a-z_]+`:)/)
          .map((part) => /^`([a-z_]+)`:\s*(.*)$/s.exec(part.trim()))
          .filter((m): m is RegExpExecArray => m !== null)
          .map((m) => [m[1]!, m[2]!.trim()]),
      );
      return Object.keys(examples).map((code) => ({ status: Number(status), code, when: whenByCode.get(code) ?? '' }));
    });
  const exampleQuery = Object.fromEntries(
    parameters.filter((p) => p['example'] !== undefined).map((p) => [String(p['name']), String(p['example'])]),
  );
  return {
    path,
    operationId: String(op['operationId'] ?? ''),
    summary: String(op['summary'] ?? ''),
    description: String(op['description'] ?? ''),
    tag: String(((op['tags'] ?? []) as string[])[0] ?? ''),
    cost: Number(op['x-credit-cost'] ?? 1),
    params: parameters.map((p) => ({
      name: String(p['name']),
      required: p['required'] === true,
      type: typeOf(doc, (p['schema'] ?? {}) as Json),
      description: String(p['description'] ?? ''),
      example: p['example'] === undefined ? null : String(p['example']),
    })),
    exampleQuery,
    exampleResponse: ok?.['example'] ?? null,
    errors,
    fields: fieldsOf(doc, dataSchema, '', 2),
  };
}

export interface CodeSamples {
  curl: string;
  javascript: string;
  python: string;
}

/** Copy-paste requests for an operation in curl, JavaScript (fetch) and Python (requests). */
export function codeSamples(baseUrl: string, view: Pick<OperationView, 'path' | 'exampleQuery'>, key: string): CodeSamples {
  const query = new URLSearchParams(view.exampleQuery).toString();
  const url = `${baseUrl}${view.path}${query ? `?${query}` : ''}`;
  const pyParams = Object.entries(view.exampleQuery)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(', ');
  return {
    curl: `curl "${url}" \\\n  -H "x-api-key: ${key}"`,
    javascript: [
      `const response = await fetch(${JSON.stringify(url)}, {`,
      `  headers: { 'x-api-key': ${JSON.stringify(key)} },`,
      '});',
      'const body = await response.json();',
      'if (!response.ok) throw new Error(`${body.error}: ${body.message}`);',
      'console.log(body.data, body.meta.sources);',
    ].join('\n'),
    python: [
      'import requests',
      '',
      'response = requests.get(',
      `    ${JSON.stringify(`${baseUrl}${view.path}`)},`,
      `    params={${pyParams}},`,
      `    headers={"x-api-key": ${JSON.stringify(key)}},`,
      '    timeout=30,',
      ')',
      'body = response.json()',
      'if not response.ok:',
      "    raise RuntimeError(f\"{body['error']}: {body['message']}\")",
      'print(body["data"], body["meta"]["sources"])',
    ].join('\n'),
  };
}
