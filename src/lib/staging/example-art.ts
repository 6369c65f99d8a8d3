/**
 * The example picture of each AI design page: a flat drawing, made by this project, of the room
 * type furnished in the page's style (the furniture of `Room.furnish`, in the colours of the
 * style). It is an illustration of what staging adds, labelled as one, never presented as a render
 * or a before/after of a real photo. Pure: returns SVG markup to inline at build time.
 */
import { fits, roomById, styleById, type RoomId } from './presets.ts';

export const EXAMPLE_WIDTH = 640;
export const EXAMPLE_HEIGHT = 360;

interface Palette {
  wall: string;
  floor: string;
  /** Upholstery, units or the main piece. */
  main: string;
  accent: string;
  wood: string;
  /** Planting (outdoors) or a house plant. */
  plant: string;
}

const PALETTES: Record<string, Palette> = {
  modern: { wall: '#eceff1', floor: '#b8ada0', main: '#455a64', accent: '#90a4ae', wood: '#8d6e63', plant: '#4e7d4a' },
  scandinavian: { wall: '#f7f5f0', floor: '#e3cfa8', main: '#cfd4d6', accent: '#a3b18a', wood: '#d9b88f', plant: '#6b8f5e' },
  traditional: { wall: '#efe2c8', floor: '#8d5a3b', main: '#7b2d26', accent: '#2f4f3a', wood: '#6d3f22', plant: '#3f6b3a' },
  industrial: { wall: '#a8705a', floor: '#7a7a7a', main: '#5d4037', accent: '#303030', wood: '#795548', plant: '#4f6f45' },
  coastal: { wall: '#f4f9fb', floor: '#e8dcc4', main: '#dbe9f2', accent: '#5b8fb9', wood: '#c8b28a', plant: '#6f9f6a' },
  minimalist: { wall: '#fafafa', floor: '#ddd5c8', main: '#e8e2d6', accent: '#a59f92', wood: '#cbbfae', plant: '#7a9a72' },
  'mid-century': { wall: '#f1e9dc', floor: '#a0714f', main: '#d4a017', accent: '#2a7f7f', wood: '#6b3e26', plant: '#4d7c47' },
  'contemporary-garden': {
    wall: '#dbeafe',
    floor: '#7cb342',
    main: '#b0b7bd',
    accent: '#37474f',
    wood: '#8d6e63',
    plant: '#9aa85f',
  },
  'cottage-garden': { wall: '#e0f2fe', floor: '#8bc34a', main: '#b5651d', accent: '#d81b60', wood: '#795548', plant: '#558b2f' },
  'low-maintenance': {
    wall: '#e0f2fe',
    floor: '#cfc8bd',
    main: '#9e9e9e',
    accent: '#607d8b',
    wood: '#8d6e63',
    plant: '#2e7d32',
  },
  mediterranean: { wall: '#fdf3d8', floor: '#e0cda9', main: '#c0603a', accent: '#8e6cc4', wood: '#a1887f', plant: '#708238' },
};

const r = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const c = (x: number, y: number, radius: number, fill: string) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"/>`;
const e = (x: number, y: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"/>`;
const poly = (points: string, fill: string) => `<polygon points="${points}" fill="${fill}"/>`;

function indoorShell(p: Palette): string {
  return (
    r(0, 0, 640, 250, p.wall) +
    poly('0,250 640,250 640,360 0,360', p.floor) +
    r(0, 244, 640, 6, '#ffffff', ' opacity="0.6"') +
    r(430, 40, 130, 140, '#ffffff') +
    r(436, 46, 118, 128, '#cfe8f7') +
    line(495, 46, 495, 174, '#ffffff', 4) +
    line(436, 110, 554, 110, '#ffffff', 4)
  );
}

function outdoorShell(p: Palette): string {
  const posts = [0, 80, 160, 240, 320, 400, 480, 560, 640].map((x) => r(x - 4, 100, 8, 110, '#6d4c41')).join('');
  return r(0, 0, 640, 200, p.wall) + r(0, 110, 640, 95, '#a1887f') + posts + r(0, 200, 640, 160, p.floor);
}

function plantPot(x: number, y: number, p: Palette): string {
  return r(x - 14, y, 28, 30, p.wood) + c(x, y - 14, 22, p.plant) + c(x - 14, y - 2, 14, p.plant) + c(x + 14, y - 4, 14, p.plant);
}

const FURNITURE: Record<RoomId, (p: Palette) => string> = {
  'living-room': (p) =>
    e(230, 305, 190, 34, p.accent) +
    r(160, 60, 140, 90, p.wood) +
    r(168, 68, 124, 74, p.accent) +
    r(90, 170, 250, 60, p.main) +
    r(80, 195, 24, 70, p.main) +
    r(326, 195, 24, 70, p.main) +
    r(100, 215, 230, 45, p.main) +
    r(170, 280, 120, 12, p.wood) +
    r(180, 292, 8, 22, p.wood) +
    r(272, 292, 8, 22, p.wood) +
    line(390, 120, 390, 290, p.accent, 4) +
    poly('372,120 408,120 398,96 382,96', p.wood) +
    plantPot(590, 240, p),
  bedroom: (p) =>
    e(320, 318, 230, 34, p.accent) +
    r(200, 120, 240, 100, p.wood) +
    r(190, 200, 260, 90, '#ffffff') +
    r(190, 236, 260, 54, p.main) +
    r(215, 182, 80, 30, '#ffffff', ' rx="8"') +
    r(345, 182, 80, 30, '#ffffff', ' rx="8"') +
    r(120, 215, 56, 60, p.wood) +
    r(464, 215, 56, 60, p.wood) +
    poly('132,215 164,215 156,185 140,185', p.accent) +
    poly('476,215 508,215 500,185 484,185', p.accent) +
    plantPot(590, 250, p),
  kitchen: (p) =>
    r(30, 40, 370, 70, p.main) +
    [30, 122, 214, 306].map((x) => line(x + 92, 40, x + 92, 110, p.wall, 3)).join('') +
    r(20, 190, 600, 12, p.wood) +
    r(30, 202, 580, 68, p.main) +
    [120, 220, 320, 420, 520].map((x) => line(x, 202, x, 270, p.wall, 3)).join('') +
    r(150, 176, 60, 14, '#9e9e9e') +
    [200, 300, 400]
      .map((x) => line(x, 0, x, 130, p.accent, 2) + poly(`${x - 16},150 ${x + 16},150 ${x + 8},130 ${x - 8},130`, p.accent))
      .join('') +
    [230, 330, 430]
      .map(
        (x) =>
          r(x - 16, 290, 32, 10, p.wood) +
          line(x - 10, 300, x - 14, 345, p.accent, 4) +
          line(x + 10, 300, x + 14, 345, p.accent, 4),
      )
      .join('') +
    plantPot(560, 160, p),
  'dining-room': (p) =>
    r(40, 70, 120, 80, p.accent) +
    r(30, 190, 150, 70, p.wood) +
    line(340, 0, 340, 110, p.accent, 2) +
    e(340, 120, 40, 14, p.accent) +
    r(230, 240, 220, 14, p.wood) +
    r(245, 254, 10, 60, p.wood) +
    r(425, 254, 10, 60, p.wood) +
    [200, 480]
      .map(
        (x) =>
          r(x - 20, 200, 40, 60, p.main) +
          r(x - 24, 258, 48, 10, p.main) +
          line(x - 18, 268, x - 18, 320, p.wood, 5) +
          line(x + 18, 268, x + 18, 320, p.wood, 5),
      )
      .join('') +
    plantPot(590, 250, p),
  'home-office': (p) =>
    r(30, 60, 110, 200, p.wood) +
    [100, 150, 200].map((y) => r(38, y, 94, 6, p.wall)).join('') +
    [46, 60, 74, 88].map((x, i) => r(x, 76 + (i % 2) * 4, 10, 24 - (i % 2) * 4, i % 2 ? p.accent : p.main)).join('') +
    r(220, 200, 240, 14, p.wood) +
    r(232, 214, 10, 90, p.wood) +
    r(438, 214, 10, 90, p.wood) +
    r(290, 130, 110, 66, '#263238') +
    r(296, 136, 98, 54, p.accent) +
    line(430, 200, 430, 160, p.accent, 4) +
    poly('418,160 446,160 440,142 424,142', p.main) +
    r(310, 240, 70, 50, p.main, ' rx="10"') +
    line(345, 290, 345, 330, '#37474f', 6) +
    plantPot(590, 250, p),
  garden: (p) =>
    poly('0,250 380,250 330,360 0,360', p.main) +
    [280, 310, 340].map((y) => line(0, y, 380 - (y - 250) * 0.45, y, '#ffffff', 2)).join('') +
    e(170, 300, 90, 22, p.accent) +
    r(120, 268, 100, 10, p.wood) +
    line(130, 278, 126, 318, p.wood, 4) +
    line(210, 278, 214, 318, p.wood, 4) +
    [80, 260].map((x) => r(x - 18, 250, 36, 40, p.wood) + r(x - 20, 286, 40, 8, p.wood)).join('') +
    [470, 560].map((x) => r(x - 26, 230, 52, 40, p.main) + c(x, 222, 26, p.plant) + c(x - 16, 230, 14, p.accent)).join('') +
    line(0, 40, 640, 60, '#616161', 1) +
    [80, 200, 320, 440, 560].map((x) => c(x, 46 + x / 32, 5, '#ffe082')).join(''),
  landscape: (p) =>
    poly('250,360 390,360 360,200 300,200', p.main) +
    r(0, 190, 640, 40, p.wood) +
    [40, 110, 180, 460, 530, 600].map((x, i) => c(x, 190, 26 + (i % 2) * 6, p.plant)).join('') +
    [70, 140, 500, 570].map((x) => c(x, 214, 6, p.accent) + c(x + 14, 206, 5, p.accent)).join('') +
    r(470, 280, 110, 12, p.wood) +
    line(480, 292, 480, 320, p.wood, 5) +
    line(570, 292, 570, 320, p.wood, 5) +
    r(470, 250, 110, 10, p.wood) +
    r(90, 120, 14, 130, '#6d4c41') +
    c(97, 110, 50, p.plant) +
    c(70, 130, 30, p.plant),
};

export interface ExampleArt {
  svg: string;
  /** What the drawing shows, for its alt text. */
  alt: string;
  /** "Bedroom · Scandinavian" */
  label: string;
}

/** The drawing for a design page's room and style; null when either is unknown or they do not suit each other. */
export function exampleArt(roomId: RoomId, styleId: string): ExampleArt | null {
  const room = roomById(roomId);
  const style = styleById(styleId);
  const palette = PALETTES[styleId];
  if (!room || !style || !palette || !fits(room, style)) return null;
  const label = `${room.label} · ${style.label}`;
  const alt = `Illustration, not a photo: ${room.noun} in ${style.label} style with ${room.furnish}.`;
  const shell = room.outdoor ? outdoorShell(palette) : indoorShell(palette);
  const tag =
    r(16, 16, 104, 28, '#ffffff', ' rx="14" opacity="0.92"') +
    `<text x="68" y="35" text-anchor="middle" fill="#111827">Illustration</text>` +
    r(16, 316, 24 + label.length * 8.2, 28, '#ffffff', ' rx="14" opacity="0.92"') +
    `<text x="28" y="335" fill="#111827">${label}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${EXAMPLE_WIDTH}" height="${EXAMPLE_HEIGHT}" viewBox="0 0 ${EXAMPLE_WIDTH} ${EXAMPLE_HEIGHT}" role="img" aria-label="${alt}" font-family="system-ui, sans-serif" font-size="14" font-weight="600">` +
    shell +
    FURNITURE[room.id](palette) +
    tag +
    '</svg>';
  return { svg, alt, label };
}
