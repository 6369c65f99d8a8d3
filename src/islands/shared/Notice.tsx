/**
 * A message with an icon in the design system's alert style, the React twin of components/ui/Alert.astro:
 *   <Notice tone="error" role="alert">Enter a price of £40,000 or more.</Notice>
 * The tone is said in words to screen readers, so it never relies on colour alone.
 */
import type { ReactNode } from 'react';
import { ALERT_LABELS, type AlertTone } from '../../lib/design/alert-icons.ts';
import { ToneIcon } from './ToneIcon.tsx';

export interface NoticeProps {
  tone: AlertTone;
  children: ReactNode;
  /** `alert` or `status` for messages that appear after an action; none for static notes. */
  role?: 'alert' | 'status';
  testId?: string;
}

export function Notice({ tone, children, role, testId }: NoticeProps) {
  return (
    <div className={`alert alert-${tone}`} role={role} data-testid={testId}>
      <ToneIcon tone={tone} />
      <div className="min-w-0 flex-1">
        <span className="sr-only">{ALERT_LABELS[tone]}: </span>
        {children}
      </div>
    </div>
  );
}
