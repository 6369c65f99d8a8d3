/**
 * Course progress: which lessons of a course a person has completed, and what a quiz score is.
 * Kept in the database for signed-in people (public.course_progress) and in the browser for
 * visitors; both read through these helpers.
 */

export interface QuizQuestion {
  question: string;
  options: readonly string[];
  answer: number;
}

/** Answers right out of the questions; unanswered questions count as wrong. */
export function quizScore(questions: readonly QuizQuestion[], chosen: readonly (number | null)[]): number {
  return questions.reduce((score, q, i) => score + (chosen[i] === q.answer ? 1 : 0), 0);
}

/** A lesson counts as complete once every quiz question has been answered correctly. */
export function quizPassed(questions: readonly QuizQuestion[], chosen: readonly (number | null)[]): boolean {
  return questions.length > 0 && quizScore(questions, chosen) === questions.length;
}

/** The browser's copy for visitors: `{ "<course>": ["<lesson>", …] }` under one key. */
export const LOCAL_PROGRESS_KEY = 'courseProgress';

export type LocalProgress = Record<string, string[]>;

/** Reads the stored JSON defensively: anything malformed is an empty record. */
export function readLocalProgress(raw: string | null): LocalProgress {
  try {
    const value = JSON.parse(raw ?? '{}') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: LocalProgress = {};
    for (const [course, lessons] of Object.entries(value)) {
      if (Array.isArray(lessons)) out[course] = lessons.filter((l): l is string => typeof l === 'string').slice(0, 100);
    }
    return out;
  } catch {
    return {};
  }
}

/** The record with one more completed lesson (no duplicates). */
export function withCompleted(progress: LocalProgress, course: string, lesson: string): LocalProgress {
  const done = new Set(progress[course] ?? []);
  done.add(lesson);
  return { ...progress, [course]: [...done] };
}

/** "3 of 5 lessons complete" and the next lesson to take, from the course's ordered lessons. */
export function courseStatus(
  lessons: readonly string[],
  completed: readonly string[],
): { done: number; total: number; next: string | null } {
  const set = new Set(completed);
  const done = lessons.filter((l) => set.has(l)).length;
  return { done, total: lessons.length, next: lessons.find((l) => !set.has(l)) ?? null };
}
