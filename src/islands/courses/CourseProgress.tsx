import { useEffect, useState } from 'react';
import { completedLessons } from '../../client/course-progress.ts';
import { courseStatus } from '../../lib/content/course-progress.ts';

interface Lesson {
  slug: string;
  title: string;
  href: string;
  minutes: number;
}

/** The course's lessons with ticks for those completed, and where to carry on. */
export default function CourseProgress({ course, lessons }: { course: string; lessons: Lesson[] }) {
  const [completed, setCompleted] = useState<string[] | null>(null);
  useEffect(() => {
    void completedLessons(course).then(setCompleted);
  }, [course]);
  const status = courseStatus(
    lessons.map((l) => l.slug),
    completed ?? [],
  );
  const next = lessons.find((l) => l.slug === status.next);
  return (
    <div data-course-progress>
      <p className="text-sm text-ink-muted" role="status" data-course-status>
        {completed === null
          ? `${lessons.length} lessons`
          : status.done === status.total
            ? `All ${status.total} lessons complete.`
            : `${status.done} of ${status.total} lessons complete.`}
      </p>
      <ol className="mt-3 space-y-2">
        {lessons.map((lesson, i) => {
          const done = completed?.includes(lesson.slug) ?? false;
          return (
            <li key={lesson.slug} className="flex items-baseline gap-3" data-lesson-row={done ? 'done' : 'todo'}>
              <span aria-hidden="true" className={`w-5 flex-none text-center ${done ? 'text-success' : 'text-ink-faint'}`}>
                {done ? '✓' : i + 1}
              </span>
              <a href={lesson.href}>{lesson.title}</a>
              <span className="text-sm text-ink-faint">
                {lesson.minutes} min{done ? ' · completed' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {next && (
        <p className="mt-4">
          <a
            href={next.href}
            className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:bg-brand-800 hover:no-underline"
          >
            {status.done === 0 ? 'Start the course' : `Continue: ${next.title}`}
          </a>
        </p>
      )}
    </div>
  );
}
