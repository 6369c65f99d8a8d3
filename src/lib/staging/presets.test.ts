import { describe, expect, it } from 'vitest';
import {
  NEGATIVE_PROMPT,
  ROOMS,
  STYLES,
  buildPrompt,
  presetFrom,
  roomById,
  styleById,
  stylesFor,
  studioHref,
} from './presets.ts';

describe('staging presets', () => {
  it('offers the room types the studio promises, each with at least three styles', () => {
    expect(ROOMS.map((r) => r.id)).toEqual([
      'living-room',
      'bedroom',
      'kitchen',
      'dining-room',
      'home-office',
      'garden',
      'landscape',
    ]);
    for (const room of ROOMS) expect(stylesFor(room).length).toBeGreaterThanOrEqual(3);
    expect(new Set(STYLES.map((s) => s.id)).size).toBe(STYLES.length);
  });

  it('builds a prompt that furnishes the room and keeps its structure', () => {
    const { prompt, negativePrompt } = buildPrompt(roomById('bedroom')!, styleById('scandinavian')!);
    expect(prompt).toContain('a bedroom');
    expect(prompt).toContain('Scandinavian style');
    expect(prompt).toContain('Keep every wall, window, door, floor and ceiling exactly as in the photo.');
    expect(negativePrompt).toBe(NEGATIVE_PROMPT);
    expect(negativePrompt).toContain('extra windows');
  });

  it('reads a design page preset and falls back to a style that suits the room', () => {
    expect(presetFrom(new URLSearchParams('room=garden&style=cottage-garden'))).toMatchObject({
      room: { id: 'garden' },
      style: { id: 'cottage-garden' },
    });
    expect(presetFrom(new URLSearchParams('room=garden&style=industrial')).style.outdoor).toBe(true);
    expect(presetFrom(new URLSearchParams('room=attic')).room.id).toBe('living-room');
    expect(studioHref('kitchen', 'modern')).toBe('/ai-staging?room=kitchen&style=modern');
  });
});
