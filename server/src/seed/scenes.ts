import type { Random } from './random.js';

/** Kinds of generated photos; captions and alt text follow the kind. */
export const SCENE_KINDS = ['sunset', 'ocean', 'city', 'forest', 'abstract', 'coffee', 'flowers', 'dunes'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** A generated picture: its SVG source, size and a plain description for alt text. */
export interface Scene {
  kind: SceneKind;
  width: number;
  height: number;
  svg: string;
  description: string;
}

const hsl = (h: number, s: number, l: number): string =>
  `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

function ridge(random: Random, width: number, baseY: number, amplitude: number, steps: number): string {
  const points: string[] = [`0,${baseY}`];
  for (let i = 0; i <= steps; i += 1) {
    points.push(`${((width / steps) * i).toFixed(0)},${(baseY - random.next() * amplitude).toFixed(0)}`);
  }
  return points.join(' ');
}

function sunset(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const hue = random.int(0, 40);
  const layers = Array.from({ length: 3 }, (_, i) => {
    const y = h * (0.55 + i * 0.13);
    return `<polygon points="${ridge(random, w, y, h * 0.18, 8)} ${w},${h} 0,${h}" fill="${hsl(hue + 250, 30, 30 - i * 8)}"/>`;
  }).join('');
  const sunX = random.int(Math.floor(w * 0.2), Math.floor(w * 0.8));
  return {
    svg: `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 260, 60, 35)}"/><stop offset="0.55" stop-color="${hsl(hue + 10, 85, 60)}"/><stop offset="1" stop-color="${hsl(hue + 40, 95, 75)}"/></linearGradient><radialGradient id="g"><stop offset="0" stop-color="#fff8e0"/><stop offset="1" stop-color="${hsl(hue + 40, 100, 70)}" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#s)"/><circle cx="${sunX}" cy="${h * 0.5}" r="${w * 0.22}" fill="url(#g)"/><circle cx="${sunX}" cy="${h * 0.5}" r="${w * 0.07}" fill="#fff3c4"/>${layers}`,
    description: 'A sunset over layered mountain ridges',
  };
}

function ocean(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const hue = random.int(180, 215);
  const horizon = (h * random.int(35, 55)) / 100;
  const waves = Array.from({ length: 9 }, (_, i) => {
    const y = horizon + ((h - horizon) / 9) * (i + 0.5);
    const amp = 6 + i * 3;
    let d = `M0 ${y.toFixed(0)}`;
    for (let x = 0; x <= w; x += 90) d += ` q45 ${-amp} 90 0`;
    return `<path d="${d}" stroke="${hsl(hue, 60, 80)}" stroke-opacity="${0.25 + i * 0.05}" stroke-width="${2 + i}" fill="none"/>`;
  }).join('');
  return {
    svg: `<defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 10, 70, 70)}"/><stop offset="1" stop-color="${hsl(hue - 20, 60, 90)}"/></linearGradient><linearGradient id="o" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 45)}"/><stop offset="1" stop-color="${hsl(hue + 10, 80, 20)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#k)"/><rect y="${horizon}" width="100%" height="${h - horizon}" fill="url(#o)"/>${waves}<circle cx="${random.int(100, w - 100)}" cy="${horizon * 0.4}" r="${random.int(30, 60)}" fill="#fffbe8" opacity="0.9"/>`,
    description: 'Waves rolling toward the shore under an open sky',
  };
}

function city(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const hue = random.int(200, 280);
  let buildings = '';
  let x = -20;
  while (x < w) {
    const bw = random.int(60, 150);
    const bh = random.int(Math.floor(h * 0.2), Math.floor(h * 0.7));
    buildings += `<rect x="${x}" y="${h - bh}" width="${bw}" height="${bh}" fill="${hsl(hue, 25, random.int(8, 18))}"/><rect x="${x + 8}" y="${h - bh + 12}" width="${bw - 16}" height="${bh - 12}" fill="url(#win)"/>`;
    x += bw + random.int(0, 12);
  }
  return {
    svg: `<defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 10)}"/><stop offset="1" stop-color="${hsl(hue + 60, 70, 40)}"/></linearGradient><pattern id="win" width="22" height="28" patternUnits="userSpaceOnUse"><rect x="4" y="6" width="10" height="14" fill="${hsl(random.int(35, 55), 100, 70)}" opacity="0.85"/></pattern></defs><rect width="100%" height="100%" fill="url(#n)"/>${Array.from({ length: 40 }, () => `<circle cx="${random.int(0, w)}" cy="${random.int(0, Math.floor(h / 2))}" r="${random.next() * 2 + 0.5}" fill="#fff" opacity="0.8"/>`).join('')}${buildings}`,
    description: 'A city skyline at night with lit windows',
  };
}

function forest(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const hue = random.int(90, 150);
  let trees = '';
  for (let row = 0; row < 4; row += 1) {
    const baseY = h * (0.5 + row * 0.15);
    for (let i = 0; i < 14; i += 1) {
      const cx = random.int(-40, w + 40);
      const th = random.int(120, 260) * (0.7 + row * 0.2);
      const tw = th * 0.4;
      trees += `<polygon points="${cx},${baseY - th} ${cx - tw / 2},${baseY} ${cx + tw / 2},${baseY}" fill="${hsl(hue, 40, 38 - row * 8)}"/>`;
    }
    trees += `<rect y="${baseY}" width="100%" height="${h - baseY}" fill="${hsl(hue, 35, 30 - row * 6)}"/>`;
  }
  return {
    svg: `<defs><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 80, 40, 85)}"/><stop offset="1" stop-color="${hsl(hue + 40, 30, 70)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#m)"/>${trees}`,
    description: 'A pine forest in morning mist',
  };
}

function abstract(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const hue = random.int(0, 359);
  const shapes = Array.from({ length: random.int(6, 12) }, () => {
    const r = random.int(60, 320);
    return `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${r}" fill="${hsl(hue + random.int(-60, 60), 70, random.int(45, 70))}" opacity="${(0.4 + random.next() * 0.5).toFixed(2)}"/>`;
  }).join('');
  return {
    svg: `<rect width="100%" height="100%" fill="${hsl(hue + 180, 30, 92)}"/>${shapes}`,
    description: 'Overlapping translucent circles in bold colours',
  };
}

function coffee(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const cx = w / 2 + random.int(-80, 80);
  const cy = h / 2 + random.int(-80, 80);
  const r = Math.min(w, h) * 0.28;
  return {
    svg: `<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(random.int(20, 35), 35, 55)}"/><stop offset="1" stop-color="${hsl(random.int(20, 35), 40, 35)}"/></linearGradient><radialGradient id="c"><stop offset="0" stop-color="#e8d2b0"/><stop offset="0.7" stop-color="#a8703d"/><stop offset="1" stop-color="#5a3418"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#t)"/><circle cx="${cx + 18}" cy="${cy + 22}" r="${r * 1.45}" fill="#000" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="#f4f1ec"/><circle cx="${cx}" cy="${cy}" r="${r * 1.1}" fill="#fbfaf7"/><circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="url(#c)"/><path d="M${cx} ${cy + r * 0.45} C ${cx - r * 0.7} ${cy - r * 0.05}, ${cx - r * 0.35} ${cy - r * 0.6}, ${cx} ${cy - r * 0.25} C ${cx + r * 0.35} ${cy - r * 0.6}, ${cx + r * 0.7} ${cy - r * 0.05}, ${cx} ${cy + r * 0.45}z" fill="#f3e6d0"/>`,
    description: 'A cup of latte with heart-shaped art, seen from above',
  };
}

function flowers(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const hue = random.int(0, 359);
  const blooms = Array.from({ length: random.int(5, 9) }, () => {
    const x = random.int(80, w - 80);
    const y = random.int(80, h - 80);
    const size = random.int(40, 110);
    const petalHue = hue + random.int(-30, 30);
    const petals = Array.from(
      { length: 6 },
      (_, i) =>
        `<ellipse cx="${x}" cy="${y - size / 2}" rx="${size / 4}" ry="${size / 2}" transform="rotate(${i * 60} ${x} ${y})" fill="${hsl(petalHue, 75, 65)}"/>`,
    ).join('');
    return `${petals}<circle cx="${x}" cy="${y}" r="${size / 5}" fill="${hsl(50, 90, 55)}"/>`;
  }).join('');
  return {
    svg: `<rect width="100%" height="100%" fill="${hsl(hue + 140, 35, 35)}"/>${blooms}`,
    description: 'Bright flowers in bloom against dark green leaves',
  };
}

function dunes(random: Random, w: number, h: number): Omit<Scene, 'kind' | 'width' | 'height'> {
  const hue = random.int(20, 40);
  const layers = Array.from({ length: 4 }, (_, i) => {
    const y = h * (0.45 + i * 0.14);
    return `<path d="M0 ${y} Q ${w * 0.3} ${y - 120 + random.int(0, 60)} ${w * 0.6} ${y} T ${w} ${y - 30} V ${h} H 0 Z" fill="${hsl(hue, 60, 62 - i * 9)}"/>`;
  }).join('');
  return {
    svg: `<defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(200, 60, 65)}"/><stop offset="1" stop-color="${hsl(hue + 10, 70, 85)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#d)"/>${layers}`,
    description: 'Sand dunes under a clear sky',
  };
}

const DRAW: Record<SceneKind, (random: Random, w: number, h: number) => Omit<Scene, 'kind' | 'width' | 'height'>> = {
  sunset,
  ocean,
  city,
  forest,
  abstract,
  coffee,
  flowers,
  dunes,
};

/** Draws a scene of a kind at a post aspect ratio (1:1, 4:5 or 3:2, or the given one), 1080 px wide. */
export function drawScene(random: Random, kind: SceneKind, fixedRatio?: number): Scene {
  const ratio = fixedRatio ?? random.pick([1, 1, 1, 1.25, 1.25, 2 / 3]);
  const width = 1080;
  const height = Math.round(width * ratio);
  const body = DRAW[kind](random, width, height);
  return {
    kind,
    width,
    height,
    description: body.description,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body.svg}</svg>`,
  };
}

/**
 * Avatar letters from the username (always Latin here), so the picture renders the same on a
 * machine without CJK fonts; the person's full name is shown next to it anyway.
 */
export function avatarInitials(username: string): string {
  const letters = username
    .split(/[._]/)
    .filter(Boolean)
    .map((part) => part[0] ?? '');
  return letters.slice(0, 2).join('').toUpperCase();
}

/** Draws an avatar: initials on a two-colour gradient, 320 px square. */
export function drawAvatar(random: Random, initials: string): string {
  const hue = random.int(0, 359);
  const safe = initials.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 60)}"/><stop offset="1" stop-color="${hsl(hue + 50, 70, 40)}"/></linearGradient></defs><rect width="320" height="320" fill="url(#a)"/><circle cx="250" cy="70" r="90" fill="#fff" opacity="0.12"/><text x="160" y="160" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#fff">${safe}</text></svg>`;
}
