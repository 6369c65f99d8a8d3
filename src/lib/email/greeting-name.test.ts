import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it.each(['Sam', 'Anne-Marie', "O'Brien", 'Zoë', 'José Luis', 'Łukasz', 'Siân', 'D’Arcy'])('greets %s by name', (name) => {
    expect(greetingName(` ${name} `)).toBe(name);
  });

  it.each([
    'URGENT: your card was charged £499, cancel at https://evil.example',
    'Sam <b>',
    'Visit www.x.com',
    'Sam2',
    '-Sam',
    'x'.repeat(51),
    '',
    '   ',
  ])('greets nobody by %j', (name) => {
    expect(greetingName(name)).toBeNull();
  });
});
