// Generates the 18 bundled avatar images (spec-1 §3: 1–10 and 19–26) as JPEGs in public/avatars.
// The artwork is deliberately simple: a portrait silhouette on a two-colour gradient.
// Run: node web/scripts/make-avatars.mjs
import fs from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';

const SIZE = 256;
const SS = 3; // supersampling factor for smooth edges
const OUT_DIR = path.join(import.meta.dirname, '..', 'public', 'avatars');
const NUMBERS = [
  ...Array.from({ length: 10 }, (_, i) => i + 1),
  ...Array.from({ length: 8 }, (_, i) => i + 19),
];

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const BACKGROUNDS = [
  ['#6366f1', '#a855f7'],
  ['#0ea5e9', '#22d3ee'],
  ['#f97316', '#facc15'],
  ['#10b981', '#84cc16'],
  ['#ec4899', '#f43f5e'],
  ['#14b8a6', '#0ea5e9'],
  ['#8b5cf6', '#ec4899'],
  ['#f59e0b', '#ef4444'],
  ['#3b82f6', '#6366f1'],
  ['#22c55e', '#14b8a6'],
].map(([a, b]) => [hex(a), hex(b)]);
const SKINS = ['#f1c7a5', '#e0a47a', '#c68652', '#8d5524', '#f6d7bd', '#b97a4f'].map(hex);
const HAIR = ['#2b1d14', '#5a3825', '#1f2937', '#a0522d', '#d6b370', '#111827'].map(hex);
const SHIRTS = ['#1e293b', '#f8fafc', '#334155', '#fde68a', '#0f766e', '#7c2d12', '#1d4ed8'].map(hex);

function mix(a, b, t) {
  return [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t);
}

/** Returns the colour of one (supersampled) point of avatar `n`, or the background colour. */
function shade(n, x, y) {
  const [bgA, bgB] = BACKGROUNDS[n % BACKGROUNDS.length];
  const skin = SKINS[(n * 7) % SKINS.length];
  const hair = HAIR[(n * 5) % HAIR.length];
  const shirt = SHIRTS[(n * 3) % SHIRTS.length];
  const style = n % 4; // 0 short hair, 1 long hair, 2 bun, 3 no hair
  const u = x / SIZE;
  const v = y / SIZE;

  const cx = 0.5;
  const headY = 0.42;
  const headR = 0.17;
  const dHead = Math.hypot((u - cx) / 0.92, v - headY);

  // Shoulders: the top half of a wide ellipse at the bottom.
  const shoulders = ((u - cx) / 0.36) ** 2 + ((v - 1.02) / 0.34) ** 2 <= 1;
  const neck = Math.abs(u - cx) < 0.065 && v > headY + 0.1 && v < 0.74;

  if (style === 1) {
    const longHair =
      Math.abs(u - cx) < 0.2 && v > headY - 0.05 && v < 0.7 && Math.hypot(u - cx, v - headY) < 0.32;
    if (longHair && dHead > headR * 0.98 && !shoulders) return hair;
  }
  if (style === 2 && Math.hypot(u - cx, v - (headY - 0.2)) < 0.085) return hair;
  if (shoulders) {
    const collar = Math.abs(u - cx) < 0.07 - (v - 0.7) * 0.2 && v < 0.8;
    return collar ? skin : shirt;
  }
  if (neck) return mix(skin, [0, 0, 0], 0.12);
  if (dHead <= headR) {
    if (style !== 3 && v < headY - 0.03 && dHead > headR * 0.35 - (headY - v) * 0.4) return hair;
    if (style !== 3 && v < headY - 0.1) return hair;
    // Eyes and a smile, kept tiny.
    const eyeY = headY + 0.01;
    if (Math.hypot(u - (cx - 0.06), v - eyeY) < 0.014 || Math.hypot(u - (cx + 0.06), v - eyeY) < 0.014) {
      return [40, 30, 30];
    }
    const smile = Math.hypot(u - cx, v - (headY + 0.04));
    if (smile > 0.055 && smile < 0.07 && v > headY + 0.075) return [150, 60, 60];
    return skin;
  }
  if (style !== 3 && dHead <= headR * 1.08 && v < headY) return hair;

  // Background: diagonal gradient with a soft light spot.
  const t = Math.min(1, Math.max(0, (u + v) / 2));
  const base = mix(bgA, bgB, t);
  const glow = Math.max(0, 1 - Math.hypot(u - 0.25, v - 0.2) / 0.6) * 0.18;
  return mix(base, [255, 255, 255], glow);
}

function render(n) {
  const data = Buffer.alloc(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const [cr, cg, cb] = shade(n, x + (sx + 0.5) / SS, y + (sy + 0.5) / SS);
          r += cr;
          g += cg;
          b += cb;
        }
      }
      const i = (y * SIZE + x) * 4;
      data[i] = Math.round(r / (SS * SS));
      data[i + 1] = Math.round(g / (SS * SS));
      data[i + 2] = Math.round(b / (SS * SS));
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: SIZE, height: SIZE }, 85).data;
}

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const n of NUMBERS) {
  const file = path.join(OUT_DIR, `${n}.jpg`);
  fs.writeFileSync(file, render(n));
}
console.log(`wrote ${NUMBERS.length} avatars to ${path.relative(process.cwd(), OUT_DIR)}`);
