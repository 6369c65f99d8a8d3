import { describe, expect, it } from 'vitest';
import { savedAnswerView } from './saved-answer.ts';

const row = {
  id: '11111111-2222-4333-8444-555555555555',
  service: 'postcode-crime',
  label: 'Crime check · M33 3HJ',
  request_path: '/api/data/crime?postcode=M33+3HJ&radius=500',
  credits: 1,
  created_at: '2026-11-26T10:00:00.000Z',
  kept: true,
};

describe('savedAnswerView', () => {
  it('links a checker answer to its page with the same query and the answer id', () => {
    expect(savedAnswerView(row)).toEqual({
      id: row.id,
      service: 'postcode-crime',
      label: 'Crime check · M33 3HJ',
      postcode: 'M33 3HJ',
      credits: 1,
      createdAt: '2026-11-26T10:00:00.000Z',
      reopenUrl: `/postcode-crime-check?postcode=M33+3HJ&radius=500&answer=${row.id}`,
    });
  });

  it('has no page for API answers, nor for answers whose body was pruned', () => {
    expect(
      savedAnswerView({ ...row, service: 'api-crime-statistics', request_path: '/api/v1/crime-statistics?postcode=M33+3HJ' })
        .reopenUrl,
    ).toBeNull();
    expect(savedAnswerView({ ...row, kept: false }).reopenUrl).toBeNull();
  });
});
