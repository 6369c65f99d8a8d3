import { useId, useState } from 'react';
import { recordLesson } from '../../client/course-progress.ts';
import { quizPassed, quizScore } from '../../lib/content/course-progress.ts';

interface Question {
  question: string;
  options: string[];
  answer: number;
  explanation: string;
}

interface Props {
  course: string;
  lesson: string;
  quiz: Question[];
  next: { href: string; title: string } | null;
  courseHref: string;
}

/** The lesson's quiz: answer, check, read why; all right completes the lesson and saves progress. */
export default function LessonQuiz({ course, lesson, quiz, next, courseHref }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<(number | null)[]>(quiz.map(() => null));
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState<'account' | 'browser' | 'failed' | null>(null);
  const passed = checked && quizPassed(quiz, chosen);

  async function check() {
    setChecked(true);
    if (quizPassed(quiz, chosen)) setSaved((await recordLesson(course, lesson, quizScore(quiz, chosen))).saved);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-xl border border-gray-200 p-5" data-lesson-quiz>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Check your understanding
      </h2>
      <ol className="mt-4 space-y-6">
        {quiz.map((q, qi) => {
          const right = checked && chosen[qi] === q.answer;
          return (
            <li key={q.question}>
              <fieldset>
                <legend className="font-medium text-ink">
                  {qi + 1}. {q.question}
                </legend>
                <div className="mt-2 space-y-1">
                  {q.options.map((option, oi) => (
                    <label key={option} className="flex items-start gap-2 text-ink">
                      <input
                        type="radio"
                        name={`${id}-q${qi}`}
                        className="mt-1"
                        checked={chosen[qi] === oi}
                        onChange={() => {
                          setChosen(chosen.map((c, i) => (i === qi ? oi : c)));
                          setChecked(false);
                        }}
                      />
                      <span>{option}</span>
                    </label>
                  ))}
                </div>
                {checked && (
                  <p
                    className={`mt-2 text-sm ${right ? 'text-success' : 'text-error'}`}
                    data-quiz-feedback={right ? 'right' : 'wrong'}
                  >
                    {right ? 'Right. ' : chosen[qi] === null ? 'Not answered. ' : 'Not quite. '}
                    {q.explanation}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => void check()}
        className="mt-6 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Check my answers
      </button>
      {checked && (
        <p role="status" className="mt-4 font-medium text-ink" data-quiz-result>
          {passed
            ? `All ${quiz.length} right: lesson complete.${saved === 'account' ? ' Saved to your account.' : saved === 'browser' ? ' Saved in this browser; sign in to keep progress across devices.' : ''}`
            : `${quizScore(quiz, chosen)} of ${quiz.length} right. Read the explanations and try again.`}
        </p>
      )}
      {passed && (
        <p className="mt-2">
          {next ? (
            <a href={next.href} data-next-lesson>
              Next lesson: {next.title}
            </a>
          ) : (
            <a href={courseHref}>Course complete: back to the course page</a>
          )}
        </p>
      )}
    </section>
  );
}
