import { challengeLlmRequest, readChallengeLlmAnswer, type LlmVerdict } from '../../src/lib/api/challenge-llm.ts';
import { describeError, log } from './log.ts';

const LLM_TIMEOUT_MS = 4000;

/**
 * Optional second opinion from an OpenAI-compatible chat-completions endpoint, used only when
 * CHALLENGE_LLM_URL is set (with CHALLENGE_LLM_API_KEY and CHALLENGE_LLM_MODEL). Returns null
 * when unconfigured, slow or failing: the local rules' verdict then stands.
 */
export async function checkChallengeWithLlm(
  text: string,
  env: Record<string, string | undefined> = process.env,
): Promise<LlmVerdict | null> {
  const url = env['CHALLENGE_LLM_URL']?.trim();
  if (!url) return null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env['CHALLENGE_LLM_API_KEY'] ?? ''}` },
      body: JSON.stringify(challengeLlmRequest(text, env['CHALLENGE_LLM_MODEL']?.trim() || 'gpt-4o-mini')),
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
    });
    if (!response.ok) {
      log('warn', 'challenge llm check failed', { status: response.status });
      return null;
    }
    return readChallengeLlmAnswer(await response.json());
  } catch (error) {
    const { errorName, errorMessage } = describeError(error);
    log('warn', 'challenge llm check failed', { errorName, errorMessage });
    return null;
  }
}
