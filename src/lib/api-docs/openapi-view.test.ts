import { expect, it } from 'vitest';
import { openApiDocument } from '../api/v1/openapi.ts';
import { SANDBOX_API_KEY } from '../api/v1/sandbox.ts';
import { codeSamples, operationView } from './openapi-view.ts';

const doc = openApiDocument();

it('reads an operation from the document: parameters, cost, example, errors and fields', () => {
  const view = operationView(doc, '/crime-statistics');
  expect(view.summary).toBe('Crime statistics');
  expect(view.cost).toBe(1);
  expect(view.params.map((p) => [p.name, p.required])).toEqual([
    ['postcode', false],
    ['radius', false],
    ['mode', false],
    ['lat', false],
    ['lng', false],
    ['fields', false],
  ]);
  expect(view.params.find((p) => p.name === 'mode')?.type).toBe('one of: radius, lsoa');
  expect(view.exampleQuery).toEqual({ postcode: 'M33 2AU', radius: '500' });
  expect(view.errors).toEqual(
    expect.arrayContaining([{ status: 429, code: 'rate_limited', when: expect.stringContaining('this minute') }]),
  );
  expect(view.errors.map((e) => e.code)).toEqual(
    expect.arrayContaining(['unauthorized', 'insufficient_credits', 'not_found', 'invalid_request']),
  );
  expect(view.fields.map((f) => f.path)).toEqual(
    expect.arrayContaining(['total', 'categories[].count', 'covered', 'provenance.asOf']),
  );
  expect(view.fields.find((f) => f.path === 'covered')?.description).toMatch(/no data, not no crime/);
  expect((view.exampleResponse as { data: { postcode: string } }).data.postcode).toBe('M33 2AU');
});

it('generates curl, JavaScript and Python from the document', () => {
  const samples = codeSamples('https://brickstack.co.uk/api/v1', operationView(doc, '/stamp-duty'), SANDBOX_API_KEY);
  expect(samples.curl).toBe(
    `curl "https://brickstack.co.uk/api/v1/stamp-duty?price=300000&completionDate=2025-06-01&location=england&buyer=standard" \\\n  -H "x-api-key: ${SANDBOX_API_KEY}"`,
  );
  expect(samples.javascript).toContain(`headers: { 'x-api-key': "${SANDBOX_API_KEY}" }`);
  expect(samples.python).toContain(
    'params={"price": "300000", "completionDate": "2025-06-01", "location": "england", "buyer": "standard"}',
  );
});
