import type { ReactNode } from 'react';

export interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled block of results. */
export function Section({ id, title, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The honest "no data here" state for one dataset. */
export function NoData({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-ink-muted" data-no-data>
      {children}
    </p>
  );
}
