import { useEffect, useRef, useState } from 'react';
import type { OnboardingStep, RestoredChoice } from '../../lib/onboarding/start-step.ts';
import { CHALLENGE_PRESETS, GOAL_PRESETS, ONBOARDING } from '../../lib/onboarding/presets.ts';
import { ONBOARDING_MESSAGES, ONBOARDING_TITLES } from '../../lib/onboarding/messages.ts';
import {
  canContinueChallenge,
  choiceValue,
  judgeValidation,
  resolveChoice,
  type Choice,
  type ChoiceStep as StepName,
} from '../../lib/onboarding/choice.ts';
import { BRAND } from '../../lib/site/brand.ts';
import { supabase } from '../../client/supabase.ts';
import { updateProfile } from '../../client/account.ts';
import { validateChallenge } from '../../client/onboarding-api.ts';
import { fireConfetti } from '../../client/confetti.ts';
import { patchProfile } from '../../stores/account.ts';
import { setResetFlag } from '../../stores/session.ts';
import { signOutAndGoHome } from '../../stores/sign-out.ts';
import { Modal } from './Modal.tsx';
import { ProgressDots } from './onboarding/ProgressDots.tsx';
import { SidePanel } from './onboarding/SidePanel.tsx';
import { PasswordStep } from './onboarding/PasswordStep.tsx';
import { ChoiceStep } from './onboarding/ChoiceStep.tsx';

interface Props {
  userId: string;
  step: OnboardingStep;
  reset: boolean;
  challenge: RestoredChoice;
  goal: RestoredChoice;
  legacy: boolean;
}

/** The full-screen set-up overlay. */
export default function OnboardingOverlay(props: Props) {
  const [step, setStep] = useState<OnboardingStep>(props.step);
  const [challenge, setChallenge] = useState(props.challenge);
  const [goal, setGoal] = useState(props.goal);
  const [busy, setBusy] = useState<'' | 'saving' | 'validating'>('');
  const [error, setError] = useState('');
  const [detail, setDetail] = useState('');
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: OnboardingStep) {
    setError('');
    setDetail('');
    setStep(next);
  }

  function succeed() {
    setDone(true);
    void fireConfetti();
    timer.current = setTimeout(() => location.assign('/dashboard'), ONBOARDING.redirectDelayMs);
  }

  async function savePassword(password: string) {
    setBusy('saving');
    setError('');
    setDetail('');
    try {
      const { error: failure } = await supabase().auth.updateUser({ password });
      if (failure) {
        setError(ONBOARDING_MESSAGES.passwordUpdateFailed);
        setDetail(failure.message ?? '');
        return;
      }
      if (props.reset) {
        // The reset flow also proves a password now exists; failure here is only logged.
        const marked = await updateProfile(props.userId, { password_set: true });
        if (!marked.ok) console.warn('password_set not saved', marked.error);
        setResetFlag(false);
        succeed();
        return;
      }
      const saved = await updateProfile(props.userId, { password_set: true });
      if (!saved.ok) {
        setError(ONBOARDING_MESSAGES.profileUpdateFailed);
        return;
      }
      patchProfile({ password_set: true });
      go(2);
    } catch (thrown) {
      console.warn('Password step failed', thrown);
      setError(ONBOARDING_MESSAGES.unexpected);
    } finally {
      setBusy('');
    }
  }

  /** Custom text is checked by the server first; returns the choice to save, or null after showing why not. */
  async function checkedChoice(name: StepName, picked: RestoredChoice): Promise<Choice | null> {
    const resolved = resolveChoice(name, picked.preset, picked.custom);
    if (!resolved.ok) {
      setError(resolved.error);
      return null;
    }
    if (resolved.value.kind === 'custom') {
      setBusy('validating');
      const verdict = judgeValidation(name, await validateChallenge(resolved.value.text));
      setBusy('');
      if (!verdict.ok) {
        setError(verdict.error);
        return null;
      }
    }
    return resolved.value;
  }

  async function saveChallenge() {
    setError('');
    const choice = await checkedChoice('challenge', challenge);
    if (!choice) return;
    setBusy('saving');
    try {
      const value = choiceValue(choice);
      const saved = await updateProfile(props.userId, { biggest_challenge: value });
      if (!saved.ok) {
        setError(
          choice.kind === 'custom'
            ? ONBOARDING_MESSAGES.customChallengeSaveFailed
            : ONBOARDING_MESSAGES.presetChallengeSaveFailed,
        );
        return;
      }
      patchProfile({ biggest_challenge: value });
      go(3);
    } catch {
      setError(
        choice.kind === 'custom' ? ONBOARDING_MESSAGES.customChallengeSaveFailed : ONBOARDING_MESSAGES.presetChallengeSaveFailed,
      );
    } finally {
      setBusy('');
    }
  }

  async function complete() {
    setError('');
    const choice = await checkedChoice('goal', goal);
    if (!choice) return;
    const picked = resolveChoice('challenge', challenge.preset, challenge.custom);
    setBusy('saving');
    try {
      const saved = await updateProfile(props.userId, {
        ...(picked.ok ? { biggest_challenge: choiceValue(picked.value) } : {}),
        hoping_to_achieve: choiceValue(choice),
        onboarding_completed: true,
        onboarding_completed_at: new Date().toISOString(),
      });
      if (!saved.ok) console.warn('Onboarding save failed', saved.error);
      succeed();
    } catch (thrown) {
      console.warn('Onboarding save threw', thrown);
      location.assign('/dashboard');
    } finally {
      setBusy('');
    }
  }

  const isBusy = busy !== '';
  return (
    <Modal open labelledBy="onboarding-title" name="onboarding" variant="full" focusKey={step}>
      <div className="grid min-h-dvh lg:grid-cols-[1fr_26rem]">
        <div className="flex flex-col px-5 py-6 sm:px-10">
          <div className="flex items-center justify-between gap-4">
            <p id="onboarding-title" className="text-lg font-bold text-ink">
              {props.reset ? 'Reset your password' : `Set up your ${BRAND.name} account`}
            </p>
            <button
              type="button"
              className="rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-100"
              onClick={() => void signOutAndGoHome()}
            >
              Logout
            </button>
          </div>
          <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center py-10">
            {props.legacy && (
              <p
                className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
                data-founding-banner
              >
                {ONBOARDING_MESSAGES.foundingCustomer}
              </p>
            )}
            {done ? (
              <div className="text-center" role="status" data-onboarding-success>
                <h2 className="text-3xl font-bold text-ink">
                  {props.reset ? ONBOARDING_TITLES.successReset : ONBOARDING_TITLES.success(BRAND.name)}
                </h2>
                <p className="mt-3 text-ink-muted">{ONBOARDING_TITLES.redirecting}</p>
              </div>
            ) : (
              <>
                <div className="mb-6">
                  <ProgressDots step={step} />
                </div>
                {step === 1 && (
                  <PasswordStep
                    reset={props.reset}
                    busy={isBusy}
                    error={error}
                    detail={detail}
                    onError={(message) => {
                      setError(message);
                      setDetail('');
                    }}
                    onSubmit={(password) => void savePassword(password)}
                  />
                )}
                {step === 2 && (
                  <ChoiceStep
                    title={ONBOARDING_TITLES.challenge}
                    intro="Pick the one that fits best, or describe it in your own words."
                    presets={CHALLENGE_PRESETS}
                    rows={ONBOARDING.challengeRows}
                    customLabel="Or describe your own challenge"
                    preset={challenge.preset}
                    custom={challenge.custom}
                    onPreset={(preset) => {
                      setError('');
                      setChallenge({ ...challenge, preset });
                    }}
                    onCustom={(custom) => {
                      setError('');
                      setChallenge({ ...challenge, custom });
                    }}
                    error={error}
                    busy={isBusy}
                    busyLabel={busy === 'validating' ? 'Checking…' : 'Saving…'}
                    submitLabel="Continue"
                    submitDisabled={!canContinueChallenge({ ...challenge, busy: isBusy })}
                    onSubmit={() => void saveChallenge()}
                    onBack={props.reset ? undefined : () => go(1)}
                  />
                )}
                {step === 3 && (
                  <ChoiceStep
                    title={ONBOARDING_TITLES.goal}
                    intro="Tell us your goal and we will point you to the right tools."
                    presets={GOAL_PRESETS}
                    rows={ONBOARDING.goalRows}
                    customLabel="Or describe your goal"
                    preset={goal.preset}
                    custom={goal.custom}
                    onPreset={(preset) => {
                      setError('');
                      setGoal({ ...goal, preset });
                    }}
                    onCustom={(custom) => {
                      setError('');
                      setGoal({ ...goal, custom });
                    }}
                    error={error}
                    busy={isBusy}
                    busyLabel={busy === 'validating' ? 'Checking…' : 'Saving…'}
                    submitLabel="Complete Setup"
                    submitDisabled={isBusy}
                    onSubmit={() => void complete()}
                    onBack={() => go(2)}
                  />
                )}
              </>
            )}
          </div>
        </div>
        <SidePanel />
      </div>
    </Modal>
  );
}
