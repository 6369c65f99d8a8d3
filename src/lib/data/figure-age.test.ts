import { describe, expect, it } from 'vitest';
import { ageWords, periodWords } from './figure-age.ts';

describe('periodWords', () => {
  it('writes months, days, financial years and ranges as people do', () => {
    expect(periodWords('2016-06')).toBe('June 2016');
    expect(periodWords('2019-12-20')).toBe('20 December 2019');
    expect(periodWords('2023-24')).toBe('2023/24');
    expect(periodWords('2016-02 to 2019-01')).toBe('February 2016 to January 2019');
    expect(periodWords('2024')).toBe('2024');
  });
});

describe('ageWords', () => {
  it('says the age of a figure more than a year old, in whole years', () => {
    expect(ageWords('2016-06', '2025-11-26')).toBe('9 years old');
    expect(ageWords('2023-11', '2025-11-26')).toBe('2 years old');
    expect(ageWords('2016-02 to 2019-01', '2025-11-26')).toBe('6 years old');
    expect(ageWords('2024-06', '2025-11-26')).toBe('over a year old');
  });

  it('says nothing for newer figures or dates it cannot read', () => {
    expect(ageWords('2024-11', '2025-11-26')).toBeNull();
    expect(ageWords('date not stated in the source file', '2025-11-26')).toBeNull();
  });
});
