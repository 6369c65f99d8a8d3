import { describe, expect, it } from 'vitest';
import { checkPasswordStep } from './password-rules.ts';
import { canContinueChallenge, choiceValue, judgeValidation, resolveChoice } from './choice.ts';

describe('checkPasswordStep', () => {
  it('asks for a password when empty', () => {
    expect(checkPasswordStep({ password: '', confirm: '', reset: false })).toEqual({
      ok: false,
      error: 'Please enter a valid password.',
    });
  });
  it('ignores the confirmation outside the reset flow', () => {
    expect(checkPasswordStep({ password: 'x', confirm: '', reset: false })).toEqual({ ok: true, value: 'x' });
  });
  it('needs a matching confirmation in the reset flow', () => {
    expect(checkPasswordStep({ password: 'x', confirm: '', reset: true })).toEqual({
      ok: false,
      error: 'Please confirm your password.',
    });
    expect(checkPasswordStep({ password: 'x', confirm: 'y', reset: true })).toEqual({
      ok: false,
      error: 'Passwords do not match.',
    });
    expect(checkPasswordStep({ password: 'x', confirm: 'x', reset: true })).toEqual({ ok: true, value: 'x' });
  });
});

describe('resolveChoice', () => {
  it('prefers trimmed custom text over a preset', () => {
    const r = resolveChoice('challenge', 'due_diligence', '  my own  ');
    expect(r).toEqual({ ok: true, value: { kind: 'custom', text: 'my own' } });
    if (r.ok) expect(choiceValue(r.value)).toBe('my own');
  });
  it('uses the preset when there is no text', () => {
    expect(resolveChoice('goal', 'find_apis', ' ')).toEqual({ ok: true, value: { kind: 'preset', value: 'find_apis' } });
  });
  it('has step-specific wording when neither is given', () => {
    expect(resolveChoice('challenge', '', '')).toEqual({ ok: false, error: 'Please select a challenge or describe your own.' });
    expect(resolveChoice('goal', '', '')).toEqual({
      ok: false,
      error: 'Please describe your goal or select from the options below.',
    });
  });
});

describe('judgeValidation', () => {
  it('shows the server reason when not valid', () => {
    expect(judgeValidation('goal', { kind: 'answer', valid: false, reason: 'Too short' })).toEqual({
      ok: false,
      error: 'Too short',
    });
  });
  it('has step-specific wording when the request fails', () => {
    expect(judgeValidation('challenge', { kind: 'failed' })).toEqual({
      ok: false,
      error: 'Unable to validate your challenge. Please try again or select from the options below.',
    });
    expect(judgeValidation('goal', { kind: 'failed' })).toEqual({
      ok: false,
      error: 'Unable to validate your goal. Please try again or select from the options below.',
    });
  });
  it('lets a valid answer through', () => {
    expect(judgeValidation('goal', { kind: 'answer', valid: true, reason: '' })).toEqual({ ok: true, value: true });
  });
});

describe('canContinueChallenge', () => {
  it('is disabled when empty or busy', () => {
    expect(canContinueChallenge({ preset: '', custom: '  ', busy: false })).toBe(false);
    expect(canContinueChallenge({ preset: 'x', custom: '', busy: true })).toBe(false);
    expect(canContinueChallenge({ preset: 'x', custom: '', busy: false })).toBe(true);
    expect(canContinueChallenge({ preset: '', custom: 'a', busy: false })).toBe(true);
  });
});
