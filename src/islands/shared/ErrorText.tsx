/**
 * An error message in the error colour with its icon, announced when it appears:
 *   <ErrorText id={errorId} data-login-error>{message}</ErrorText>
 * Extra attributes (id, data-*) pass through to the paragraph.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { ToneIcon } from './ToneIcon.tsx';

type ErrorTextProps = HTMLAttributes<HTMLParagraphElement> & { children: ReactNode; [data: `data-${string}`]: unknown };

export function ErrorText({ children, className = '', ...rest }: ErrorTextProps) {
  return (
    <p role="alert" {...rest} className={`flex items-start gap-1.5 font-medium text-error ${className}`}>
      <ToneIcon tone="error" size={16} />
      <span>{children}</span>
    </p>
  );
}
