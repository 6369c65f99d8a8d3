import { describe, expect, it } from 'vitest';
import { redirectUriAllowed, redirectUriProblem } from './redirect-uri.ts';

describe('redirect URIs', () => {
  it('registers https, loopback http and reverse-domain private schemes only', () => {
    expect(redirectUriProblem('https://claude.ai/api/mcp/auth_callback')).toBeNull();
    expect(redirectUriProblem('http://127.0.0.1/callback')).toBeNull();
    expect(redirectUriProblem('http://localhost:6274/oauth/callback')).toBeNull();
    expect(redirectUriProblem('com.example.app:/cb')).toBeNull();
    expect(redirectUriProblem('http://evil.example/cb')).toMatch(/not a loopback/);
    expect(redirectUriProblem('https://a.example/cb#x')).toMatch(/fragment/);
    expect(redirectUriProblem('javascript:alert(1)')).not.toBeNull();
    expect(redirectUriProblem('https://user:pw@a.example/cb')).toMatch(/credentials/);
    expect(redirectUriProblem('not a uri')).not.toBeNull();
  });

  it('matches exactly, except the port of a loopback URI', () => {
    const registered = ['https://app.example/cb', 'http://127.0.0.1:8080/callback'];
    expect(redirectUriAllowed('https://app.example/cb', registered)).toBe(true);
    expect(redirectUriAllowed('https://app.example/cb/', registered)).toBe(false);
    expect(redirectUriAllowed('https://app.example/cb?x=1', registered)).toBe(false);
    expect(redirectUriAllowed('https://app.example:444/cb', registered)).toBe(false);
    expect(redirectUriAllowed('http://127.0.0.1:50123/callback', registered)).toBe(true);
    expect(redirectUriAllowed('http://127.0.0.1:50123/other', registered)).toBe(false);
    expect(redirectUriAllowed('http://localhost:8080/callback', registered)).toBe(false);
    expect(redirectUriAllowed('https://127.0.0.1:8080/callback', registered)).toBe(false);
  });
});
