import { FAILED_LINK } from '../../../lib/auth/email-link.ts';
import { Notice } from '../../shared/Notice.tsx';

/** Where an expired or already used sign-in link lands: what happened and how to get a new link. */
export function FailedLinkNotice() {
  return (
    <Notice tone="warning" role="alert" testId="failed-link">
      <p>
        {FAILED_LINK.message} <a href={FAILED_LINK.action.href}>{FAILED_LINK.action.label}</a>
      </p>
    </Notice>
  );
}
