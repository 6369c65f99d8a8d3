import { describe, expect, it } from 'vitest';
import { courseStatus, quizPassed, quizScore, readLocalProgress, withCompleted } from './course-progress.ts';

const quiz = [
  { question: 'a?', options: ['x', 'y'], answer: 1 },
  { question: 'b?', options: ['x', 'y', 'z'], answer: 2 },
];

describe('course progress', () => {
  it('scores a quiz and passes it only when every answer is right', () => {
    expect(quizScore(quiz, [1, 0])).toBe(1);
    expect(quizPassed(quiz, [1, 0])).toBe(false);
    expect(quizPassed(quiz, [1, 2])).toBe(true);
    expect(quizPassed(quiz, [1, null])).toBe(false);
  });

  it('keeps visitors’ progress in the browser, tolerating anything malformed', () => {
    expect(readLocalProgress('not json')).toEqual({});
    expect(readLocalProgress('[1,2]')).toEqual({});
    expect(readLocalProgress('{"c":["a",3,"b"]}')).toEqual({ c: ['a', 'b'] });
    expect(withCompleted({ c: ['a'] }, 'c', 'a')).toEqual({ c: ['a'] });
    expect(withCompleted({}, 'c', 'b')).toEqual({ c: ['b'] });
  });

  it('says how far through a course someone is and what is next', () => {
    expect(courseStatus(['l1', 'l2', 'l3'], ['l1', 'x'])).toEqual({ done: 1, total: 3, next: 'l2' });
    expect(courseStatus(['l1'], ['l1'])).toEqual({ done: 1, total: 1, next: null });
  });
});
