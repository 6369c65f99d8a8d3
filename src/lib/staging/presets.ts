/**
 * Room types and styles for AI staging, and the prompts they become: the one file to edit when
 * the wording sent to the image model changes. Prompts ask for furniture and decor only and tell
 * the model, through the negative prompt, not to move walls, windows or doors.
 */

export type RoomId = 'living-room' | 'bedroom' | 'kitchen' | 'dining-room' | 'home-office' | 'garden' | 'landscape';

export interface Room {
  id: RoomId;
  label: string;
  /** The room in a sentence: "a living room". */
  noun: string;
  outdoor: boolean;
  /** What staging adds to this room. */
  furnish: string;
}

export interface Style {
  id: string;
  label: string;
  /** Words describing the look, added to the prompt. */
  look: string;
  outdoor: boolean;
}

export const ROOMS: readonly Room[] = [
  {
    id: 'living-room',
    label: 'Living room',
    noun: 'a living room',
    outdoor: false,
    furnish: 'a sofa, armchair, coffee table, rug, lamps and artwork',
  },
  {
    id: 'bedroom',
    label: 'Bedroom',
    noun: 'a bedroom',
    outdoor: false,
    furnish: 'a made double bed, bedside tables, lamps, a rug and soft furnishings',
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    noun: 'a kitchen',
    outdoor: false,
    furnish: 'bar stools, a few worktop accessories, plants and pendant lights',
  },
  {
    id: 'dining-room',
    label: 'Dining room',
    noun: 'a dining room',
    outdoor: false,
    furnish: 'a dining table with chairs, a pendant light, a sideboard and artwork',
  },
  {
    id: 'home-office',
    label: 'Home office',
    noun: 'a home office',
    outdoor: false,
    furnish: 'a desk, an office chair, shelving, a lamp and plants',
  },
  {
    id: 'garden',
    label: 'Garden',
    noun: 'a back garden',
    outdoor: true,
    furnish: 'garden furniture, planters, outdoor lighting and a rug on the patio',
  },
  {
    id: 'landscape',
    label: 'Landscaping',
    noun: 'an outdoor space',
    outdoor: true,
    furnish: 'planting beds, shrubs, a lawn edge, a seating area and paths',
  },
];

export const STYLES: readonly Style[] = [
  { id: 'modern', label: 'Modern', look: 'modern contemporary style, clean lines, neutral palette', outdoor: false },
  {
    id: 'scandinavian',
    label: 'Scandinavian',
    look: 'Scandinavian style, light oak, white and soft grey, natural textiles',
    outdoor: false,
  },
  {
    id: 'traditional',
    label: 'Traditional British',
    look: 'traditional British style, classic furniture, warm wood, patterned fabrics',
    outdoor: false,
  },
  { id: 'industrial', label: 'Industrial', look: 'industrial style, dark metal, reclaimed wood, leather', outdoor: false },
  { id: 'coastal', label: 'Coastal', look: 'coastal style, white, sand and pale blue, linen and rattan', outdoor: false },
  {
    id: 'minimalist',
    label: 'Minimalist',
    look: 'minimalist style, few pieces, calm neutral colours, uncluttered',
    outdoor: false,
  },
  {
    id: 'mid-century',
    label: 'Mid-century',
    look: 'mid-century modern style, walnut, tapered legs, mustard and teal accents',
    outdoor: false,
  },
  {
    id: 'contemporary-garden',
    label: 'Contemporary',
    look: 'contemporary garden design, porcelain paving, ornamental grasses, clean edges',
    outdoor: true,
  },
  {
    id: 'cottage-garden',
    label: 'Cottage garden',
    look: 'English cottage garden, abundant flowering borders, brick and gravel',
    outdoor: true,
  },
  {
    id: 'low-maintenance',
    label: 'Low maintenance',
    look: 'low-maintenance garden, evergreen shrubs, gravel, raised beds',
    outdoor: true,
  },
  {
    id: 'mediterranean',
    label: 'Mediterranean',
    look: 'Mediterranean garden, olive trees, terracotta pots, lavender',
    outdoor: true,
  },
];

/** What the model must not do, sent as the negative prompt with every render. */
export const NEGATIVE_PROMPT =
  'changed layout, moved walls, extra windows, extra doors, removed windows, different floor, different ceiling, warped lines, ' +
  'distorted perspective, people, animals, text, watermark, logo, lowres, blurry, cartoon, illustration';

export function roomById(id: unknown): Room | null {
  return ROOMS.find((room) => room.id === id) ?? null;
}

export function styleById(id: unknown): Style | null {
  return STYLES.find((style) => style.id === id) ?? null;
}

/** The styles that suit a room: interior styles indoors, garden styles outdoors. */
export function stylesFor(room: Room): Style[] {
  return STYLES.filter((style) => style.outdoor === room.outdoor);
}

/** Whether a style can be used for a room. */
export function fits(room: Room, style: Style): boolean {
  return room.outdoor === style.outdoor;
}

/**
 * The prompt for a room and style. Example: bedroom + Scandinavian → "A professionally staged
 * photo of a bedroom, furnished with a made double bed, …, Scandinavian style, … . Keep every
 * wall, window, door, floor and ceiling exactly as in the photo. Photorealistic, natural light."
 */
export function buildPrompt(room: Room, style: Style): { prompt: string; negativePrompt: string } {
  return {
    prompt:
      `A professionally staged photo of ${room.noun}, furnished with ${room.furnish}, ${style.look}. ` +
      'Keep every wall, window, door, floor and ceiling exactly as in the photo. Photorealistic, natural light, estate agent photography.',
    negativePrompt: NEGATIVE_PROMPT,
  };
}

/** The studio's starting room and style from a design page's link (`?room=bedroom&style=scandinavian`). */
export function presetFrom(params: URLSearchParams): { room: Room; style: Style } {
  const room = roomById(params.get('room')) ?? ROOMS[0]!;
  const asked = styleById(params.get('style'));
  const style = asked && fits(room, asked) ? asked : stylesFor(room)[0]!;
  return { room, style };
}

/** The studio link for a preset. */
export function studioHref(room: RoomId, style?: string): string {
  return `/ai-staging?room=${room}${style ? `&style=${style}` : ''}`;
}
