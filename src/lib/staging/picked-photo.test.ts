import { describe, expect, it } from 'vitest';
import { pickedPhotoProblem, sendPlan } from './picked-photo.ts';

describe('pickedPhotoProblem', () => {
  it('accepts JPEG, PNG and WebP up to 30 MB', () => {
    expect(pickedPhotoProblem({ name: 'room.jpg', type: 'image/jpeg', size: 4_000_000 })).toBeNull();
    expect(pickedPhotoProblem({ name: 'room.webp', type: 'image/webp', size: 1 })).toBeNull();
  });
  it('explains HEIC, other types and very large files', () => {
    expect(pickedPhotoProblem({ name: 'IMG_0001.HEIC', type: '', size: 3_000_000 })).toContain('HEIC');
    expect(pickedPhotoProblem({ name: 'plan.pdf', type: 'application/pdf', size: 10 })).toBe('Choose a JPEG, PNG or WebP photo.');
    expect(pickedPhotoProblem({ name: 'huge.jpg', type: 'image/jpeg', size: 40 * 1024 * 1024 })).toBe(
      'That photo is 40 MB. Choose one under 30 MB.',
    );
  });
});

describe('sendPlan', () => {
  it('sends small photos as they are', () => {
    expect(sendPlan(1600, 1200, 900_000)).toEqual({ shrink: false, width: 1600, height: 1200 });
  });
  it('shrinks big ones to 2560 px on the long edge, keeping the shape', () => {
    expect(sendPlan(6000, 4000, 12_000_000)).toEqual({ shrink: true, width: 2560, height: 1707 });
    expect(sendPlan(2000, 1500, 6_000_000)).toEqual({ shrink: true, width: 2000, height: 1500 });
  });
});
