import { describe, expect, it } from 'vitest';
import { createBrowserClient } from './supabase.ts';

describe('createBrowserClient', () => {
  it('throws the SPEC message without a URL or key', () => {
    expect(() => createBrowserClient(undefined, 'key')).toThrow('Supabase URL and key are required');
    expect(() => createBrowserClient('http://localhost:54321', '')).toThrow('Supabase URL and key are required');
  });
  it('creates a client with both', () => {
    expect(createBrowserClient('http://localhost:54321', 'anon').auth).toBeDefined();
  });
});
