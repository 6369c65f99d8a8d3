import { describe, expect, it } from 'vitest';
import { dashboardGreeting } from './greeting.ts';

describe('dashboard greeting', () => {
  it('welcomes a first visit and welcomes back a return', () => {
    expect(dashboardGreeting(null, 'Ada Lovelace')).toBe('Welcome, Ada Lovelace.');
    expect(dashboardGreeting('2026-11-20T09:00:00Z', 'Ada Lovelace')).toBe('Welcome back, Ada Lovelace.');
  });
});
