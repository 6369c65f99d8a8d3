import { describe, expect, it } from 'vitest';
import { API_V1_OPERATIONS } from './operations.ts';
import { keepsNotice, lifecycleHeaders, OPERATION_VERSIONS, type OperationVersion } from './versions.ts';

describe('the registry of endpoint versions', () => {
  it('registers every operation once, each keeping the six-month notice', () => {
    expect(Object.keys(OPERATION_VERSIONS).sort()).toEqual(API_V1_OPERATIONS.map((o) => o.id).sort());
    for (const version of Object.values(OPERATION_VERSIONS)) expect(keepsNotice(version)).toBe(true);
  });

  it('sends no lifecycle headers for a live operation', () => {
    expect(lifecycleHeaders(OPERATION_VERSIONS['crime-statistics'])).toEqual({});
  });

  it('sends Deprecation (RFC 9745), Sunset (RFC 8594) and Link for a deprecated one', () => {
    const old: OperationVersion = {
      version: 'v1',
      since: '2026-11-23',
      deprecated: '2027-01-01',
      sunset: '2027-07-01',
      successor: 'https://brickstack.co.uk/api/v2/crime',
    };
    // 2027-01-01T00:00:00Z is 1798761600 seconds after the epoch.
    expect(lifecycleHeaders(old)).toEqual({
      deprecation: '@1798761600',
      sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
      link: '<https://brickstack.co.uk/docs/getting-started#versioning>; rel="deprecation"; type="text/html", <https://brickstack.co.uk/api/v2/crime>; rel="successor-version"',
    });
    expect(keepsNotice(old)).toBe(true);
    expect(keepsNotice({ ...old, sunset: '2027-03-01' })).toBe(false);
  });
});
