/**
 * Connected apps on /api-keys: an OAuth grant is a named key whose hint is OAUTH_KEY_HINT (its
 * secret is never shown to anyone, so there is nothing to hint at; functions/_shared/oauth-store.ts
 * writes it). Listed apart from the keys the user made, with Edit (cap) and Revoke, no Rotate.
 */
export const OAUTH_KEY_HINT = 'OAuth';

export const isConnectedApp = (row: { key_hint: string }): boolean => row.key_hint === OAUTH_KEY_HINT;
