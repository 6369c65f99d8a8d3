import { describe, expect, it } from 'vitest';
import { checkResetEmail, checkSignIn } from './login-form.ts';
import { checkPhoto, displayName, photoFileName, photoObjectPath } from './identity.ts';

describe('login form checks', () => {
  it('asks for an email in reset mode', () => {
    expect(checkResetEmail('  ')).toEqual({ ok: false, error: 'Please enter your email address' });
    expect(checkResetEmail(' a@b.co ')).toEqual({ ok: true, value: 'a@b.co' });
  });
  it('needs both fields to sign in', () => {
    expect(checkSignIn('a@b.co', '')).toEqual({ ok: false, error: 'Please enter your password' });
    expect(checkSignIn('nope', 'x')).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(checkSignIn('a@b.co', 'x')).toEqual({ ok: true, value: { email: 'a@b.co', password: 'x' } });
  });
});

describe('identity helpers', () => {
  it('names the user or falls back to User', () => {
    expect(displayName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(displayName('Ada', null)).toBe('Ada');
    expect(displayName(' ', undefined)).toBe('User');
  });
  it('signs the last two path segments of the photo', () => {
    expect(photoObjectPath('profile_photos/u1/a.jpg')).toBe('u1/a.jpg');
    expect(photoObjectPath('https://x.co/storage/v1/object/profile_photos/u1/a.jpg?t=1')).toBe('u1/a.jpg');
    expect(photoObjectPath('a.jpg')).toBeNull();
    expect(photoObjectPath(null)).toBeNull();
  });
  it('builds safe upload names and checks files', () => {
    expect(photoFileName('Me.PNG', 5)).toBe('avatar-5.png');
    expect(photoFileName('noext', 5)).toBe('avatar-5.jpg');
    expect(checkPhoto({ size: 10, type: 'text/plain' }).ok).toBe(false);
    expect(checkPhoto({ size: 3 * 1024 * 1024, type: 'image/png' }).ok).toBe(false);
    expect(checkPhoto({ size: 10, type: 'image/png' }).ok).toBe(true);
  });
});
