import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { checkPhoto, DEFAULT_AVATAR } from '../../lib/auth/identity.ts';
import { checkPasswordStep } from '../../lib/onboarding/password-rules.ts';
import { ONBOARDING_MESSAGES } from '../../lib/onboarding/messages.ts';
import { signedPhotoUrl, updateProfile, uploadPhoto } from '../../client/account.ts';
import { supabase } from '../../client/supabase.ts';
import { patchProfile } from '../../stores/account.ts';
import { useAccount } from './useAccount.ts';
import { Loading, SignedOutNotice } from './SignedOutNotice.tsx';
import { Spinner } from './Spinner.tsx';
import { ui } from './ui-classes.ts';
import EmailPreferences from './billing/EmailPreferences.tsx';

type Note = { kind: 'ok' | 'error'; text: string } | null;

function Message({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p
      role={note.kind === 'error' ? 'alert' : 'status'}
      className={`mt-3 text-sm ${note.kind === 'error' ? 'text-error' : 'text-success'}`}
    >
      {note.text}
    </p>
  );
}

/** /profile: names, photo and password. */
export default function ProfileForms() {
  const id = useId();
  const { status, user, profile, error } = useAccount();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [nameNote, setNameNote] = useState<Note>(null);
  const [photoNote, setPhotoNote] = useState<Note>(null);
  const [passwordNote, setPasswordNote] = useState<Note>(null);
  const [busy, setBusy] = useState<'' | 'name' | 'photo' | 'password'>('');
  const [avatar, setAvatar] = useState(DEFAULT_AVATAR);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => {
    setFirst(profile?.first_name ?? '');
    setLast(profile?.last_name ?? '');
  }, [profile?.first_name, profile?.last_name]);

  useEffect(() => {
    void signedPhotoUrl(profile?.profile_photo ?? null).then((url) => setAvatar(url ?? DEFAULT_AVATAR));
  }, [profile?.profile_photo]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="your profile" />;
  if (status === 'error' || !profile)
    return <p className="text-error">We could not load your profile ({error}). Please reload the page.</p>;
  const userId = user.id;

  async function saveNames(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy('name');
    const patch = { first_name: first.trim() || null, last_name: last.trim() || null };
    const result = await updateProfile(userId, patch);
    setBusy('');
    if (!result.ok) return setNameNote({ kind: 'error', text: result.error });
    patchProfile(patch);
    setNameNote({ kind: 'ok', text: 'Your name has been saved.' });
  }

  async function savePhoto(file: File | undefined) {
    setPhotoNote(null);
    if (!file) return;
    const checked = checkPhoto(file);
    if (!checked.ok) return setPhotoNote({ kind: 'error', text: checked.error });
    setBusy('photo');
    const uploaded = await uploadPhoto(userId, file);
    if (!uploaded.ok) {
      setBusy('');
      return setPhotoNote({ kind: 'error', text: uploaded.error });
    }
    const saved = await updateProfile(userId, { profile_photo: uploaded.value });
    setBusy('');
    if (!saved.ok) return setPhotoNote({ kind: 'error', text: saved.error });
    patchProfile({ profile_photo: uploaded.value });
    setPhotoNote({ kind: 'ok', text: 'Your photo has been updated.' });
  }

  async function savePassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPasswordStep({ password, confirm, reset: true });
    if (!checked.ok) return setPasswordNote({ kind: 'error', text: checked.error });
    setBusy('password');
    try {
      const { error: failure } = await supabase().auth.updateUser({ password: checked.value });
      if (failure)
        return setPasswordNote({ kind: 'error', text: `${ONBOARDING_MESSAGES.passwordUpdateFailed} ${failure.message}`.trim() });
      setPassword('');
      setConfirm('');
      setPasswordNote({ kind: 'ok', text: 'Your password has been changed.' });
    } catch {
      setPasswordNote({ kind: 'error', text: ONBOARDING_MESSAGES.unexpected });
    } finally {
      setBusy('');
    }
  }

  const card = 'rounded-xl border border-gray-200 p-5';
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-profile>
      <form className={card} onSubmit={saveNames} aria-labelledby={`${id}-names`}>
        <h2 id={`${id}-names`} className="font-semibold text-ink">
          Your name
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Signed in as {user.email}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-first`} className={ui.label}>
              First name
            </label>
            <input
              id={`${id}-first`}
              autoComplete="given-name"
              maxLength={100}
              value={first}
              onChange={(e) => setFirst(e.target.value)}
              className={ui.input}
            />
          </div>
          <div>
            <label htmlFor={`${id}-last`} className={ui.label}>
              Last name
            </label>
            <input
              id={`${id}-last`}
              autoComplete="family-name"
              maxLength={100}
              value={last}
              onChange={(e) => setLast(e.target.value)}
              className={ui.input}
            />
          </div>
        </div>
        <button type="submit" className={`${ui.primary} mt-4`} disabled={busy !== ''}>
          {busy === 'name' && <Spinner />}Save name
        </button>
        <Message note={nameNote} />
      </form>

      <section className={card} aria-labelledby={`${id}-photo`}>
        <h2 id={`${id}-photo`} className="font-semibold text-ink">
          Profile photo
        </h2>
        <div className="mt-4 flex items-center gap-4">
          <img
            src={avatar}
            alt="Your profile photo"
            width={72}
            height={72}
            className="h-18 w-18 rounded-full object-cover"
            onError={() => setAvatar(DEFAULT_AVATAR)}
          />
          <div>
            <label htmlFor={`${id}-file`} className={ui.label}>
              Upload a new photo (JPEG, PNG, WebP or GIF, up to 2 MB)
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              disabled={busy !== ''}
              onChange={(e) => void savePhoto(e.target.files?.[0])}
              className="mt-1 block text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            />
          </div>
        </div>
        {busy === 'photo' && (
          <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted" role="status">
            <Spinner /> Uploading…
          </p>
        )}
        <Message note={photoNote} />
      </section>

      <form className={card} onSubmit={savePassword} noValidate aria-labelledby={`${id}-password`}>
        <h2 id={`${id}-password`} className="font-semibold text-ink">
          Change password
        </h2>
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor={`${id}-new`} className={ui.label}>
              New password
            </label>
            <input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={ui.input}
            />
          </div>
          <div>
            <label htmlFor={`${id}-confirm`} className={ui.label}>
              Confirm new password
            </label>
            <input
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              className={ui.input}
            />
          </div>
        </div>
        <button type="submit" className={`${ui.primary} mt-4`} disabled={busy !== ''}>
          {busy === 'password' && <Spinner />}Change password
        </button>
        <Message note={passwordNote} />
      </form>
      <EmailPreferences />
    </div>
  );
}
