/**
 * The typed client on /docs/getting-started compiles against the types openapi-typescript
 * generates from the OpenAPI document, so the example stays true as the API grows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, expect, it } from 'vitest';
import { openApiTypes, queryExcerpt, TYPED_CLIENT_EXAMPLE } from '../../src/pages/docs/_typed-client.ts';
import { openApiDocument } from '../../src/lib/api/v1/openapi.ts';

const dir = mkdtempSync(join(tmpdir(), 'brickstack-typed-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('generates declarations for every path, and the client example type-checks against them', async () => {
  const types = await openApiTypes(openApiDocument());
  for (const path of Object.keys(openApiDocument()['paths'] as object)) expect(types).toContain(`"${path}": {`);
  expect(queryExcerpt(types, 'getCrimeStatistics')).toMatch(
    /^\/\/ operations\["getCrimeStatistics"\]\["parameters"\]\nquery\??: \{\n(.*\n)+\s+postcode\?: string;\n(.*\n)+};$/,
  );
  // Numbers are typed as numbers: a generated client takes radius: 500.
  expect(queryExcerpt(types, 'getCrimeStatistics')).toMatch(/radius\?: number;/);
  writeFileSync(join(dir, 'brickstack-api.d.ts'), types);
  writeFileSync(join(dir, 'client.ts'), TYPED_CLIENT_EXAMPLE);
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [resolve('node_modules/@types')],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems).toEqual([]);

  // A wrong parameter or field would not compile.
  writeFileSync(
    join(dir, 'client.ts'),
    TYPED_CLIENT_EXAMPLE.replace('radius: 500', "radius: '500'").replace('data.total', 'data.totals'),
  );
  const broken = ts.createProgram([join(dir, 'client.ts')], program.getCompilerOptions(), undefined, program);
  expect(ts.getPreEmitDiagnostics(broken).length).toBeGreaterThanOrEqual(2);
});
