/** Course progress: the database for signed-in people, the browser for visitors. */
import { LOCAL_PROGRESS_KEY, readLocalProgress, withCompleted } from '../lib/content/course-progress.ts';
import { currentUser } from '../stores/session.ts';
import { supabase } from './supabase.ts';

function local() {
  try {
    return readLocalProgress(localStorage.getItem(LOCAL_PROGRESS_KEY));
  } catch {
    return {};
  }
}

/** The lessons of a course this person has completed. */
export async function completedLessons(course: string): Promise<string[]> {
  const user = await currentUser();
  if (!user) return local()[course] ?? [];
  const { data, error } = await supabase().from('course_progress').select('lesson').eq('course', course);
  if (error) return local()[course] ?? [];
  return (data as { lesson: string }[]).map((row) => row.lesson);
}

/** Records a completed lesson; true when saved (to the account when signed in). */
export async function recordLesson(
  course: string,
  lesson: string,
  score: number,
): Promise<{ saved: 'account' | 'browser' | 'failed' }> {
  const user = await currentUser();
  if (user) {
    const { error } = await supabase()
      .from('course_progress')
      .upsert({ course, lesson, score, completed_at: new Date().toISOString() }, { onConflict: 'user_id,course,lesson' });
    if (!error) return { saved: 'account' };
  }
  try {
    localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(withCompleted(local(), course, lesson)));
    return { saved: 'browser' };
  } catch {
    return { saved: 'failed' };
  }
}
