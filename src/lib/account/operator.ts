/**
 * Who is an operator (docs/decisions/operator.md): a signed-in account whose confirmed email is
 * listed in OPERATOR_EMAILS (comma or space separated, any case). Decided only on the server from
 * the verified session; nothing the browser sends makes anyone an operator. An empty list means
 * no operators: the operator pages then answer 403 to everyone.
 */

export interface OperatorCandidate {
  email?: string | null;
  /** Supabase Auth's confirmation time; an unconfirmed address is not trusted. */
  email_confirmed_at?: string | null;
}

/** The operator addresses configured, lower case. */
export function operatorEmails(env: Record<string, string | undefined>): Set<string> {
  return new Set(
    (env['OPERATOR_EMAILS'] ?? '')
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.includes('@')),
  );
}

export function isOperator(user: OperatorCandidate | null | undefined, env: Record<string, string | undefined>): boolean {
  const email = user?.email?.trim().toLowerCase();
  if (!email || !user?.email_confirmed_at) return false;
  return operatorEmails(env).has(email);
}
