import { useEffect, useState } from 'react';
import { DEFAULT_AVATAR } from '../../lib/auth/identity.ts';
import { signedPhotoUrl } from '../../client/account.ts';

/** The signed URL of a profile photo, or the default avatar (also after a load error: call `fallback`). */
export function useAvatar(photo: string | null | undefined): { src: string; fallback: () => void } {
  const [src, setSrc] = useState(DEFAULT_AVATAR);
  useEffect(() => {
    let live = true;
    void signedPhotoUrl(photo ?? null)
      .catch(() => null)
      .then((url) => live && setSrc(url ?? DEFAULT_AVATAR));
    return () => {
      live = false;
    };
  }, [photo]);
  return { src, fallback: () => setSrc(DEFAULT_AVATAR) };
}
