#!/usr/bin/env node
// Generates the seed's self-made illustrations (JPEG) and sounds (WAV) and their LICENCES.md.
// Every file is composed here from SVG shapes or synthesised PCM, so the project owns it (CC0).
// They stand in for the real media of works so thumbnails, the IIIF viewer and the audio player
// work offline; they are illustrations of a kind of object, not reproductions of the works.
//
//   node gateway/seed/media/generate.mjs            # writes into this folder
//   node gateway/seed/media/generate.mjs a.jpg b.wav # regenerates only those files
//   node gateway/seed/media/generate.mjs --check    # only verifies that the files exist
//
// After regenerating images, run `node gateway/seed/media/palette.mjs --write`: the seed records
// carry each local image's colours (COLOURPALETTE), which palette.mjs computes from the files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// ---------- deterministic randomness ----------
function rngFrom(seedText) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rng, a, b) => a + (b - a) * rng();
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const f = (n) => Math.round(n * 10) / 10;

// ---------- SVG building blocks ----------
const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${f((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
const radial = (id, inner, outer, r = 0.75) =>
  `<radialGradient id="${id}" cx="50%" cy="50%" r="${r * 100}%"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}"/></radialGradient>`;
// Subtle grain so large flat areas do not look synthetic; kept faint to keep JPEGs small.
const grain = (w, h, opacity = 0.06, freq = 0.9) =>
  `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 ${opacity * 8} 0"/></filter><rect width="${w}" height="${h}" filter="url(#grain)" opacity="${opacity * 4}"/>`;
const vignette = (w, h, strength = 0.55) =>
  `<defs>${radial('vig', 'rgba(0,0,0,0)', `rgba(0,0,0,${strength})`, 0.72)}</defs><rect width="${w}" height="${h}" fill="url(#vig)"/>`;

// A smooth ridge line across the width, closed to the bottom.
function ridge(rng, w, h, y, amp, steps = 9) {
  const pts = [];
  for (let i = 0; i <= steps; i++) pts.push([(w * i) / steps, y + between(rng, -amp, amp)]);
  let d = `M0,${h} L0,${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` Q${f(x0 + (x1 - x0) / 2)},${f(y0 + between(rng, -amp, amp) * 0.6)} ${f(x1)},${f(y1)}`;
  }
  return `${d} L${w},${h} Z`;
}
// Rows of rounded bars standing in for lines of writing.
function textLines(rng, x, y, width, height, lineH, color, opacity = 0.75) {
  let out = '';
  for (let yy = y; yy < y + height - lineH * 0.5; yy += lineH) {
    let xx = x;
    const end = x + width * between(rng, 0.82, 1);
    while (xx < end) {
      const word = between(rng, lineH * 0.8, lineH * 3.2);
      const wlen = Math.min(word, end - xx);
      out += `<rect x="${f(xx)}" y="${f(yy)}" width="${f(wlen)}" height="${f(lineH * 0.38)}" rx="${f(lineH * 0.12)}" fill="${color}" opacity="${opacity}"/>`;
      xx += wlen + lineH * 0.45;
    }
  }
  return out;
}
// A figure seen from afar: head and cloak.
const figure = (x, y, s, color) =>
  `<g fill="${color}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.18)}"/><path d="M${f(x - s * 0.3)},${f(y + s)} Q${f(x)},${f(y - s * 0.1)} ${f(x + s * 0.3)},${f(y + s)} Z"/></g>`;
const caption = (w, h, light = false) =>
  `<rect x="0" y="${h - 34}" width="${w}" height="34" fill="${light ? 'rgba(255,255,255,0.55)' : 'rgba(0,0,0,0.45)'}"/><text x="${w - 16}" y="${h - 12}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="16" fill="${light ? '#333' : '#eee'}">Illustration made for this portal · not a reproduction of the work · CC0</text>`;

// ---------- styles ----------
const styles = {
  landscape(w, h, rng, o) {
    let s = `<defs>${linear('sky', o.sky)}${linear('water', o.water ?? ['#7f9aa8', '#3c5563'])}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    if (o.swirl) {
      for (let i = 0; i < 14; i++) {
        const y = h * (0.08 + i * 0.035);
        s += `<path d="M0,${f(y)} C${f(w * 0.25)},${f(y - 60 + between(rng, -30, 30))} ${f(w * 0.6)},${f(y + 70)} ${w},${f(y + between(rng, -40, 40))}" stroke="${pick(rng, o.swirl)}" stroke-width="${f(between(rng, 14, 34))}" fill="none" opacity="0.7"/>`;
      }
    }
    if (o.stars) {
      for (let i = 0; i < o.stars; i++) {
        const x = between(rng, 0, w);
        const y = between(rng, 0, h * 0.55);
        const r = between(rng, 3, 11);
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.6)}" fill="#fff6c2" opacity="0.18"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff6c2"/>`;
      }
    }
    if (o.sun)
      s += `<circle cx="${f(w * o.sun[0])}" cy="${f(h * o.sun[1])}" r="${f(h * o.sun[2] * 2.4)}" fill="${o.sun[3]}" opacity="0.25"/><circle cx="${f(w * o.sun[0])}" cy="${f(h * o.sun[1])}" r="${f(h * o.sun[2])}" fill="${o.sun[3]}"/>`;
    if (o.clouds) {
      for (let i = 0; i < o.clouds; i++) {
        const x = between(rng, -100, w);
        const y = between(rng, h * 0.05, h * 0.4);
        s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(rng, 120, 360))}" ry="${f(between(rng, 30, 70))}" fill="${o.cloudColor ?? '#ffffff'}" opacity="${f(between(rng, 0.25, 0.55))}"/>`;
      }
    }
    const horizon = h * (o.horizon ?? 0.55);
    if (o.fog)
      s += `<rect x="0" y="${f(horizon - h * 0.12)}" width="${w}" height="${f(h * 0.3)}" fill="${o.fog}" opacity="0.6"/>`;
    (o.hills ?? []).forEach((c, i) => {
      s += `<path d="${ridge(rng, w, h, horizon + i * h * 0.06, (h * (o.amp ?? 0.05)) / (i + 1), 8 + i * 2)}" fill="${c}"/>`;
    });
    if (o.city) {
      let x = w * 0.05;
      while (x < w * 0.95) {
        const bw = between(rng, 40, 110);
        const bh = between(rng, 40, 160) * (rng() < 0.12 ? 2.4 : 1);
        s += `<rect x="${f(x)}" y="${f(horizon - bh)}" width="${f(bw)}" height="${f(bh + 4)}" fill="${o.city}"/>`;
        if (rng() < 0.3)
          s += `<path d="M${f(x)},${f(horizon - bh)} L${f(x + bw / 2)},${f(horizon - bh - bw * 0.7)} L${f(x + bw)},${f(horizon - bh)} Z" fill="${o.city}"/>`;
        x += bw + between(rng, 0, 12);
      }
    }
    if (o.lake) {
      s += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#water)"/>`;
      for (let i = 0; i < 40; i++) {
        const y = between(rng, horizon + 10, h);
        s += `<rect x="${f(between(rng, 0, w))}" y="${f(y)}" width="${f(between(rng, 60, 260))}" height="3" fill="${o.glint ?? '#ffffff'}" opacity="0.35"/>`;
      }
    }
    if (o.pond)
      s += `<ellipse cx="${f(w * o.pond[0])}" cy="${f(h * o.pond[1])}" rx="${f(w * o.pond[2])}" ry="${f(h * o.pond[2] * 0.35)}" fill="${o.pond[3]}"/>`;
    if (o.field) {
      s += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${o.field[0]}"/>`;
      for (let i = 0; i < 60; i++) {
        const y = between(rng, horizon, h);
        s += `<path d="M${f(between(rng, 0, w))},${f(y)} l${f(between(rng, 80, 300))},${f(between(rng, -4, 4))}" stroke="${o.field[1]}" stroke-width="${f(between(rng, 3, 9))}" opacity="0.5"/>`;
      }
    }
    if (o.trees) {
      for (let i = 0; i < o.trees; i++) {
        const x = between(rng, 0, w);
        const base = horizon + between(rng, h * 0.02, h * 0.3);
        const th = between(rng, h * 0.12, h * 0.35);
        s += `<path d="M${f(x)},${f(base)} L${f(x)},${f(base - th)}" stroke="${o.treeColor ?? '#2b2118'}" stroke-width="${f(th * 0.05)}"/>`;
        for (let b = 0; b < 6; b++) {
          const by = base - th * between(rng, 0.35, 0.95);
          s += `<path d="M${f(x)},${f(by)} l${f(between(rng, -th * 0.3, th * 0.3))},${f(-between(rng, th * 0.05, th * 0.2))}" stroke="${o.treeColor ?? '#2b2118'}" stroke-width="${f(th * 0.012)}"/>`;
        }
      }
    }
    if (o.figures) {
      for (let i = 0; i < o.figures; i++)
        s += figure(
          between(rng, w * 0.1, w * 0.9),
          between(rng, horizon + h * 0.05, h * 0.92),
          between(rng, 30, 70),
          o.figureColor ?? '#2a2a2a',
        );
    }
    if (o.bigFigure)
      s += figure(w * o.bigFigure[0], h * o.bigFigure[1], h * o.bigFigure[2], o.bigFigure[3]);
    if (o.ship) s += styles.ship(w, h, rng, o.ship);
    return s;
  },
  ship(w, h, rng, [x, y, size, color]) {
    const X = w * x;
    const Y = h * y;
    const S = h * size;
    let s = `<path d="M${f(X - S)},${f(Y)} L${f(X + S)},${f(Y)} L${f(X + S * 0.75)},${f(Y + S * 0.22)} L${f(X - S * 0.8)},${f(Y + S * 0.22)} Z" fill="${color}"/>`;
    for (const mx of [-0.5, 0, 0.5]) {
      s += `<path d="M${f(X + S * mx)},${f(Y)} L${f(X + S * mx)},${f(Y - S * 1.3)}" stroke="${color}" stroke-width="${f(S * 0.03)}"/>`;
      for (let k = 0; k < 3; k++)
        s += `<rect x="${f(X + S * mx - S * 0.22)}" y="${f(Y - S * (1.15 - k * 0.38))}" width="${f(S * 0.44)}" height="${f(S * 0.28)}" fill="${color}" opacity="0.55"/>`;
    }
    return s;
  },
  wave(w, h, rng) {
    let s = `<rect width="${w}" height="${h}" fill="#efe4c8"/><path d="${ridge(rng, w, h, h * 0.7, h * 0.03)}" fill="#2c4a6e"/>`;
    s += `<path d="M${f(w * 0.62)},${f(h * 0.68)} L${f(w * 0.7)},${f(h * 0.56)} L${f(w * 0.78)},${f(h * 0.68)} Z" fill="#4a5d7a"/><path d="M${f(w * 0.68)},${f(h * 0.585)} L${f(w * 0.7)},${f(h * 0.56)} L${f(w * 0.72)},${f(h * 0.585)} Z" fill="#fff"/>`;
    s += `<path d="M0,${h} L0,${f(h * 0.55)} C${f(w * 0.15)},${f(h * 0.1)} ${f(w * 0.5)},${f(h * 0.05)} ${f(w * 0.55)},${f(h * 0.35)} C${f(w * 0.45)},${f(h * 0.2)} ${f(w * 0.3)},${f(h * 0.35)} ${f(w * 0.38)},${f(h * 0.6)} C${f(w * 0.45)},${f(h * 0.85)} ${f(w * 0.7)},${f(h * 0.8)} ${w},${f(h * 0.9)} L${w},${h} Z" fill="#1f3f6b"/>`;
    for (let i = 0; i < 38; i++) {
      const t = i / 38;
      const x = w * (0.12 + 0.43 * t);
      const y = h * (0.2 - 0.12 * Math.sin(t * Math.PI)) + between(rng, -10, 10);
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(rng, 10, 24))}" fill="#f4f1e8"/>`;
    }
    for (let i = 0; i < 10; i++)
      s += `<path d="M0,${f(h * (0.62 + i * 0.035))} Q${f(w * 0.5)},${f(h * (0.58 + i * 0.035))} ${w},${f(h * (0.66 + i * 0.03))}" stroke="#e9eef2" stroke-width="5" fill="none" opacity="0.6"/>`;
    s += `<path d="M${f(w * 0.2)},${f(h * 0.72)} q${f(w * 0.12)},${f(-h * 0.05)} ${f(w * 0.24)},0" stroke="#c9a56b" stroke-width="22" fill="none"/>`;
    return s;
  },
  portrait(w, h, rng, o) {
    let s = `<defs>${radial('bg', o.bg[0], o.bg[1], 0.8)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    if (o.landscapeBehind)
      s += `<path d="${ridge(rng, w, h, h * 0.45, h * 0.06)}" fill="#6f7a5a" opacity="0.6"/><path d="${ridge(rng, w, h, h * 0.55, h * 0.05)}" fill="#4f5638" opacity="0.7"/>`;
    const cx = w * (o.x ?? 0.5);
    s += `<path d="M${f(cx - w * 0.36)},${h} C${f(cx - w * 0.3)},${f(h * 0.62)} ${f(cx + w * 0.3)},${f(h * 0.62)} ${f(cx + w * 0.36)},${h} Z" fill="${o.body}"/>`;
    s += `<rect x="${f(cx - w * 0.06)}" y="${f(h * 0.5)}" width="${f(w * 0.12)}" height="${f(h * 0.14)}" fill="${o.skin}" opacity="0.9"/>`;
    s += `<ellipse cx="${f(cx)}" cy="${f(h * 0.4)}" rx="${f(w * 0.15)}" ry="${f(h * 0.16)}" fill="${o.skin}"/>`;
    s += `<ellipse cx="${f(cx - w * 0.04)}" cy="${f(h * 0.36)}" rx="${f(w * 0.09)}" ry="${f(h * 0.1)}" fill="#fff" opacity="0.12"/>`;
    if (o.hair)
      s += `<path d="M${f(cx - w * 0.16)},${f(h * 0.42)} C${f(cx - w * 0.18)},${f(h * 0.18)} ${f(cx + w * 0.18)},${f(h * 0.18)} ${f(cx + w * 0.16)},${f(h * 0.42)} C${f(cx + w * 0.1)},${f(h * 0.28)} ${f(cx - w * 0.1)},${f(h * 0.28)} ${f(cx - w * 0.16)},${f(h * 0.42)} Z" fill="${o.hair}"/>`;
    if (o.turban)
      s += `<path d="M${f(cx - w * 0.17)},${f(h * 0.36)} C${f(cx - w * 0.18)},${f(h * 0.17)} ${f(cx + w * 0.16)},${f(h * 0.16)} ${f(cx + w * 0.15)},${f(h * 0.3)} L${f(cx + w * 0.08)},${f(h * 0.27)} C${f(cx)},${f(h * 0.25)} ${f(cx - w * 0.1)},${f(h * 0.3)} ${f(cx - w * 0.17)},${f(h * 0.36)} Z" fill="${o.turban[0]}"/><path d="M${f(cx + w * 0.05)},${f(h * 0.2)} C${f(cx + w * 0.2)},${f(h * 0.25)} ${f(cx + w * 0.22)},${f(h * 0.45)} ${f(cx + w * 0.18)},${f(h * 0.55)} L${f(cx + w * 0.12)},${f(h * 0.5)} C${f(cx + w * 0.15)},${f(h * 0.4)} ${f(cx + w * 0.12)},${f(h * 0.3)} ${f(cx + w * 0.05)},${f(h * 0.2)} Z" fill="${o.turban[1]}"/>`;
    if (o.pearl)
      s += `<circle cx="${f(cx - w * 0.12)}" cy="${f(h * 0.5)}" r="${f(w * 0.018)}" fill="#e8e6df"/><circle cx="${f(cx - w * 0.125)}" cy="${f(h * 0.495)}" r="${f(w * 0.006)}" fill="#fff"/>`;
    if (o.sepia) s += `<rect width="${w}" height="${h}" fill="#704214" opacity="0.25"/>`;
    return s;
  },
  group(w, h, rng) {
    let s = `<defs>${linear('bg', ['#2b1d10', '#120c06'])}${radial('light', 'rgba(255,214,140,0.7)', 'rgba(255,214,140,0)', 0.5)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect x="${f(w * 0.1)}" y="${f(h * 0.1)}" width="${f(w * 0.8)}" height="${f(h * 0.8)}" fill="url(#light)"/>`;
    for (let i = 0; i < 14; i++)
      s += `<path d="M${f(between(rng, 0, w))},${f(h)} L${f(between(rng, 0, w))},${f(between(rng, 0, h * 0.3))}" stroke="#3b2a17" stroke-width="6"/>`;
    for (let i = 0; i < 26; i++) {
      const x = between(rng, w * 0.05, w * 0.95);
      const y = between(rng, h * 0.3, h * 0.75);
      const r = between(rng, 22, 46);
      const lit = Math.abs(x - w * 0.5) < w * 0.22;
      s += `<path d="M${f(x - r * 1.6)},${f(y + r * 4)} Q${f(x)},${f(y + r * 0.6)} ${f(x + r * 1.6)},${f(y + r * 4)} Z" fill="${lit ? pick(rng, ['#c9a44a', '#e3d3a4', '#3a2a1b']) : '#1f160c'}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${lit ? '#d8b088' : '#6b4a30'}"/><ellipse cx="${f(x)}" cy="${f(y - r * 0.8)}" rx="${f(r * 1.5)}" ry="${f(r * 0.45)}" fill="#15100a"/>`;
    }
    return s;
  },
  interior(w, h, rng, o) {
    let s = `<rect width="${w}" height="${h}" fill="${o.wall}"/><rect x="0" y="${f(h * 0.72)}" width="${w}" height="${f(h * 0.28)}" fill="${o.floor}"/>`;
    const wx = w * (o.windowX ?? 0.08);
    s += `<rect x="${f(wx)}" y="${f(h * 0.12)}" width="${f(w * 0.22)}" height="${f(h * 0.42)}" fill="${o.window}"/>`;
    for (let i = 1; i < 4; i++)
      s += `<rect x="${f(wx)}" y="${f(h * 0.12 + (h * 0.42 * i) / 4)}" width="${f(w * 0.22)}" height="5" fill="${o.wall}" opacity="0.7"/>`;
    s += `<rect x="${f(wx + w * 0.105)}" y="${f(h * 0.12)}" width="5" height="${f(h * 0.42)}" fill="${o.wall}" opacity="0.7"/>`;
    s += `<path d="M${f(wx + w * 0.22)},${f(h * 0.12)} L${f(w * 0.85)},${f(h * 0.78)} L${f(w * 0.55)},${f(h * 0.95)} L${f(wx)},${f(h * 0.54)} Z" fill="#fff8e0" opacity="0.18"/>`;
    if (o.door)
      s += `<rect x="${f(w * 0.6)}" y="${f(h * 0.16)}" width="${f(w * 0.2)}" height="${f(h * 0.56)}" fill="${o.door}"/><rect x="${f(w * 0.63)}" y="${f(h * 0.2)}" width="${f(w * 0.14)}" height="${f(h * 0.22)}" fill="none" stroke="${o.wall}" stroke-width="6"/>`;
    if (o.table)
      s += `<path d="M${f(w * 0.1)},${f(h * 0.68)} L${f(w * 0.5)},${f(h * 0.66)} L${f(w * 0.55)},${f(h * 0.8)} L${f(w * 0.05)},${f(h * 0.84)} Z" fill="${o.table}"/><ellipse cx="${f(w * 0.3)}" cy="${f(h * 0.66)}" rx="${f(w * 0.05)}" ry="${f(h * 0.03)}" fill="#c08a48"/>`;
    if (o.figure)
      s += `<path d="M${f(w * 0.42)},${f(h * 0.9)} C${f(w * 0.4)},${f(h * 0.5)} ${f(w * 0.58)},${f(h * 0.45)} ${f(w * 0.6)},${f(h * 0.9)} Z" fill="${o.figure[0]}"/><path d="M${f(w * 0.44)},${f(h * 0.55)} L${f(w * 0.58)},${f(h * 0.55)} L${f(w * 0.6)},${f(h * 0.7)} L${f(w * 0.42)},${f(h * 0.7)} Z" fill="${o.figure[1]}"/><circle cx="${f(w * 0.51)}" cy="${f(h * 0.36)}" r="${f(h * 0.06)}" fill="#d9b48f"/><path d="M${f(w * 0.45)},${f(h * 0.35)} Q${f(w * 0.51)},${f(h * 0.25)} ${f(w * 0.57)},${f(h * 0.35)} Z" fill="#efe6cf"/>`;
    return s;
  },
  stilllife(w, h, rng, o) {
    let s = `<defs>${radial('bg', o.bg[0], o.bg[1])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    if (o.niche)
      s += `<path d="M${f(w * 0.2)},${f(h * 0.95)} L${f(w * 0.2)},${f(h * 0.3)} A${f(w * 0.3)},${f(w * 0.3)} 0 0 1 ${f(w * 0.8)},${f(h * 0.3)} L${f(w * 0.8)},${f(h * 0.95)} Z" fill="${o.niche}"/>`;
    s += `<rect x="0" y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="${o.table}"/>`;
    s += `<path d="M${f(w * 0.42)},${f(h * 0.8)} C${f(w * 0.36)},${f(h * 0.7)} ${f(w * 0.38)},${f(h * 0.6)} ${f(w * 0.45)},${f(h * 0.57)} L${f(w * 0.55)},${f(h * 0.57)} C${f(w * 0.62)},${f(h * 0.6)} ${f(w * 0.64)},${f(h * 0.7)} ${f(w * 0.58)},${f(h * 0.8)} Z" fill="${o.vase}"/>`;
    for (let i = 0; i < (o.blooms ?? 24); i++) {
      const a = between(rng, -Math.PI * 0.95, -Math.PI * 0.05);
      const r = between(rng, h * 0.08, h * 0.36);
      const x = w * 0.5 + Math.cos(a) * r;
      const y = h * 0.55 + Math.sin(a) * r;
      s += `<path d="M${f(w * 0.5)},${f(h * 0.58)} Q${f((x + w * 0.5) / 2 + between(rng, -40, 40))},${f((y + h * 0.58) / 2)} ${f(x)},${f(y)}" stroke="#3f5a2a" stroke-width="5" fill="none"/>`;
      const c = pick(rng, o.colors);
      const br = between(rng, h * 0.025, h * 0.05);
      if (o.sunflower)
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(br * 1.5)}" fill="${c}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(br * 0.6)}" fill="#5a3a12"/>`;
      else
        for (let p = 0; p < 5; p++)
          s += `<circle cx="${f(x + Math.cos(p * 1.256) * br * 0.6)}" cy="${f(y + Math.sin(p * 1.256) * br * 0.6)}" r="${f(br * 0.6)}" fill="${c}"/>`;
    }
    return s;
  },
  gold(w, h, rng) {
    let s = `<rect width="${w}" height="${h}" fill="#8a6a1e"/>`;
    for (let i = 0; i < 1400; i++)
      s += `<rect x="${f(between(rng, 0, w))}" y="${f(between(rng, 0, h))}" width="${f(between(rng, 8, 26))}" height="${f(between(rng, 8, 26))}" fill="${pick(rng, ['#c9a227', '#e0bf4a', '#a9851f', '#f0d66b'])}" opacity="0.8"/>`;
    s += `<path d="M${f(w * 0.3)},${f(h * 0.95)} C${f(w * 0.2)},${f(h * 0.5)} ${f(w * 0.35)},${f(h * 0.1)} ${f(w * 0.55)},${f(h * 0.12)} C${f(w * 0.75)},${f(h * 0.15)} ${f(w * 0.78)},${f(h * 0.55)} ${f(w * 0.68)},${f(h * 0.95)} Z" fill="#d8b23a"/>`;
    for (let i = 0; i < 60; i++) {
      const x = between(rng, w * 0.32, w * 0.68);
      const y = between(rng, h * 0.2, h * 0.9);
      s +=
        rng() < 0.5
          ? `<rect x="${f(x)}" y="${f(y)}" width="${f(between(rng, 20, 50))}" height="${f(between(rng, 40, 90))}" fill="${pick(rng, ['#1c1c1c', '#f2f0e6'])}"/>`
          : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(rng, 12, 30))}" fill="none" stroke="${pick(rng, ['#b8322a', '#3a6aa8', '#f2f0e6'])}" stroke-width="8"/>`;
    }
    s += `<ellipse cx="${f(w * 0.58)}" cy="${f(h * 0.2)}" rx="${f(w * 0.05)}" ry="${f(h * 0.06)}" fill="#e6c3a0"/><ellipse cx="${f(w * 0.52)}" cy="${f(h * 0.28)}" rx="${f(w * 0.045)}" ry="${f(h * 0.055)}" fill="#efd2b4"/>`;
    s += `<path d="${ridge(rng, w, h, h * 0.9, 20)}" fill="#3d6b2c"/>`;
    for (let i = 0; i < 80; i++)
      s += `<circle cx="${f(between(rng, 0, w))}" cy="${f(between(rng, h * 0.88, h))}" r="${f(between(rng, 6, 14))}" fill="${pick(rng, ['#e0457b', '#f5e04a', '#ffffff', '#7b4ad9'])}"/>`;
    return s;
  },
  manuscript(w, h, rng, o) {
    let s = `<defs>${radial('vel', o.page ?? '#f1e4c3', o.edge ?? '#cfb88a', 0.85)}</defs><rect width="${w}" height="${h}" fill="url(#vel)"/>`;
    const m = w * 0.11;
    const cols = o.columns ?? 1;
    const gap = w * 0.04;
    const colW = (w - m * 2 - gap * (cols - 1)) / cols;
    if (o.border) {
      s += `<rect x="${f(m * 0.55)}" y="${f(m * 0.55)}" width="${f(w - m * 1.1)}" height="${f(h - m * 1.1)}" fill="none" stroke="${o.border[0]}" stroke-width="${f(m * 0.35)}"/>`;
      for (let i = 0; i < 120; i++) {
        const t = i / 120;
        const side = i % 4;
        const x = side < 2 ? m * 0.55 + t * (w - m * 1.1) : side === 2 ? m * 0.55 : w - m * 0.55;
        const y = side >= 2 ? m * 0.55 + t * (h - m * 1.1) : side === 0 ? m * 0.55 : h - m * 0.55;
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(m * 0.09)}" fill="none" stroke="${o.border[1]}" stroke-width="4"/>`;
      }
    }
    let top = m * 1.2;
    if (o.miniature) {
      const mh = h * 0.38;
      s += `<rect x="${f(m)}" y="${f(top)}" width="${f(w - m * 2)}" height="${f(mh)}" fill="#2d4f8a"/>`;
      s += `<g clip-path="url(#mini)"><clipPath id="mini"><rect x="${f(m)}" y="${f(top)}" width="${f(w - m * 2)}" height="${f(mh)}"/></clipPath>`;
      s += `<path d="${ridge(rng, w, top + mh, top + mh * 0.55, mh * 0.08)}" fill="#6d8a3a"/><path d="${ridge(rng, w, top + mh, top + mh * 0.75, mh * 0.05)}" fill="#9a7a3a"/>`;
      s += `<rect x="${f(w * 0.55)}" y="${f(top + mh * 0.2)}" width="${f(w * 0.16)}" height="${f(mh * 0.4)}" fill="#e9e3d3"/><path d="M${f(w * 0.55)},${f(top + mh * 0.2)} l${f(w * 0.08)},${f(-mh * 0.12)} l${f(w * 0.08)},${f(mh * 0.12)} Z" fill="#3f5fa0"/>`;
      for (let i = 0; i < 5; i++)
        s += figure(
          between(rng, w * 0.2, w * 0.8),
          top + mh * between(rng, 0.7, 0.85),
          mh * 0.12,
          pick(rng, ['#b22a2a', '#2a3f9a', '#e0c060', '#2f6a35']),
        );
      s += `</g><path d="M${f(m)},${f(top)} A${f((w - m * 2) / 2)},${f(mh * 0.25)} 0 0 1 ${f(w - m)},${f(top)}" fill="#1f3a70"/>`;
      for (let i = 0; i < 12; i++)
        s += `<circle cx="${f(m + ((w - m * 2) * (i + 0.5)) / 12)}" cy="${f(top - mh * 0.08)}" r="8" fill="#e8c65a"/>`;
      top += mh + m * 0.4;
    }
    for (let c = 0; c < cols; c++) {
      const x = m + c * (colW + gap);
      if (o.staves) {
        for (let y = top; y < h - m * 1.3; y += h * 0.09) {
          for (let l = 0; l < 5; l++)
            s += `<rect x="${f(x)}" y="${f(y + l * 11)}" width="${f(colW)}" height="2.5" fill="#3a2c1a" opacity="0.7"/>`;
          for (let n = 0; n < 22; n++) {
            const nx = x + between(rng, 0.02, 0.98) * colW;
            const ny = y + Math.round(between(rng, -2, 10)) * 5.5;
            s += `<ellipse cx="${f(nx)}" cy="${f(ny)}" rx="7" ry="5" fill="#2a1d10"/><rect x="${f(nx + 5)}" y="${f(ny - 34)}" width="2.5" height="34" fill="#2a1d10"/>`;
          }
        }
      } else {
        s += textLines(rng, x, top, colW, h - top - m * 1.3, o.lineH ?? 30, o.ink ?? '#3a2a1a');
      }
    }
    if (o.initial) {
      const size = o.initial[2] ?? w * 0.16;
      s += `<rect x="${f(m)}" y="${f(top)}" width="${f(size)}" height="${f(size)}" fill="${o.initial[0]}"/><path d="M${f(m + size * 0.2)},${f(top + size * 0.85)} L${f(m + size * 0.5)},${f(top + size * 0.15)} L${f(m + size * 0.8)},${f(top + size * 0.85)} M${f(m + size * 0.32)},${f(top + size * 0.58)} L${f(m + size * 0.68)},${f(top + size * 0.58)}" stroke="${o.initial[1]}" stroke-width="${f(size * 0.09)}" fill="none"/>`;
    }
    if (o.interlace) {
      for (let i = 0; i < 40; i++)
        s += `<path d="M${f(m + between(rng, 0, w * 0.35))},${f(top + between(rng, 0, h * 0.35))} c40,-60 80,60 120,0 s80,-60 120,0" stroke="${pick(rng, o.interlace)}" stroke-width="9" fill="none"/>`;
    }
    return s;
  },
  map(w, h, rng, o) {
    let s = `<defs>${radial('vel', o.page ?? '#efe0bc', o.edge ?? '#c8ad78', 0.9)}</defs><rect width="${w}" height="${h}" fill="url(#vel)"/>`;
    if (o.sea)
      s += `<rect x="${f(w * 0.04)}" y="${f(h * 0.05)}" width="${f(w * 0.92)}" height="${f(h * 0.9)}" fill="${o.sea}" opacity="0.35"/>`;
    if (o.circle)
      s += `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(Math.min(w, h) * 0.45)}" fill="${o.sea ?? '#8fb0b8'}" opacity="0.5" stroke="#6a4a24" stroke-width="14"/>`;
    if (o.grid) {
      for (let x = w * 0.05; x <= w * 0.95; x += w / o.grid)
        s += `<rect x="${f(x)}" y="${f(h * 0.05)}" width="2" height="${f(h * 0.9)}" fill="#6a4a24" opacity="0.45"/>`;
      for (let y = h * 0.05; y <= h * 0.95; y += h / (o.grid * 0.7))
        s += `<rect x="${f(w * 0.05)}" y="${f(y)}" width="${f(w * 0.9)}" height="2" fill="#6a4a24" opacity="0.45"/>`;
    }
    if (o.rhumb) {
      for (const [cx, cy] of o.rhumb) {
        for (let k = 0; k < 16; k++) {
          const a = (k * Math.PI) / 8;
          s += `<path d="M${f(w * cx)},${f(h * cy)} L${f(w * cx + Math.cos(a) * w)},${f(h * cy + Math.sin(a) * w)}" stroke="${pick(rng, ['#9a3b2a', '#2f6a3a', '#3a3a3a'])}" stroke-width="2" opacity="0.5"/>`;
        }
      }
    }
    const lands = o.lands ?? 6;
    for (let i = 0; i < lands; i++) {
      const cx = between(rng, w * 0.12, w * 0.88);
      const cy = between(rng, h * 0.15, h * 0.85);
      const r = between(rng, Math.min(w, h) * 0.06, Math.min(w, h) * (o.landSize ?? 0.2));
      let d = '';
      const n = 18;
      for (let k = 0; k <= n; k++) {
        const a = (k / n) * Math.PI * 2;
        const rr = r * between(rng, 0.65, 1.25) * (o.wide ? Math.abs(Math.cos(a)) * 0.8 + 0.6 : 1);
        d += `${k ? 'L' : 'M'}${f(cx + Math.cos(a) * rr * (o.wide ?? 1))},${f(cy + Math.sin(a) * rr)}`;
      }
      s += `<path d="${d} Z" fill="${o.land ?? '#d9c48f'}" stroke="#5a3d1c" stroke-width="5"/>`;
      for (let t = 0; t < 4; t++)
        s += `<path d="M${f(cx + between(rng, -r, r) * 0.5)},${f(cy + between(rng, -r, r) * 0.5)} l12,-26 l12,26 Z" fill="#8a6a3a"/>`;
      if (o.towns)
        for (let t = 0; t < 3; t++)
          s += `<circle cx="${f(cx + between(rng, -r, r) * 0.5)}" cy="${f(cy + between(rng, -r, r) * 0.5)}" r="9" fill="#a8322a"/>`;
    }
    if (o.roads)
      for (let i = 0; i < 12; i++)
        s += `<path d="M0,${f(between(rng, h * 0.2, h * 0.8))} C${f(w * 0.3)},${f(between(rng, 0, h))} ${f(w * 0.7)},${f(between(rng, 0, h))} ${w},${f(between(rng, h * 0.2, h * 0.8))}" stroke="#a8322a" stroke-width="4" fill="none"/>`;
    if (o.trenches) {
      for (let i = 0; i < 8; i++) {
        let d = `M0,${f(between(rng, 0, h))}`;
        for (let x = 0; x <= w; x += 60)
          d += ` L${x},${f(h * (0.3 + i * 0.06) + between(rng, -30, 30))}`;
        s += `<path d="${d}" stroke="${i % 2 ? '#2d4fa8' : '#c0312b'}" stroke-width="6" fill="none"/>`;
      }
    }
    if (o.monsters)
      for (let i = 0; i < 9; i++) {
        const x = between(rng, w * 0.1, w * 0.9);
        const y = between(rng, h * 0.1, h * 0.9);
        s += `<path d="M${f(x)},${f(y)} q30,-50 60,0 q30,50 60,0 q20,-30 40,-10" stroke="#2a4a5a" stroke-width="12" fill="none"/><circle cx="${f(x)}" cy="${f(y - 6)}" r="10" fill="#2a4a5a"/>`;
      }
    if (o.compass) {
      const [cx, cy] = [w * o.compass[0], h * o.compass[1]];
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        const r = k % 2 ? 50 : 110;
        s += `<path d="M${f(cx)},${f(cy)} L${f(cx + Math.cos(a - 0.2) * 26)},${f(cy + Math.sin(a - 0.2) * 26)} L${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)} Z" fill="${k % 2 ? '#1f3a70' : '#a8322a'}"/>`;
      }
      s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="14" fill="#e8c65a"/>`;
    }
    if (o.cartouche)
      s += `<rect x="${f(w * 0.62)}" y="${f(h * 0.78)}" width="${f(w * 0.3)}" height="${f(h * 0.14)}" rx="20" fill="#f3e7c8" stroke="#6a4a24" stroke-width="6"/>${textLines(rng, w * 0.65, h * 0.81, w * 0.24, h * 0.09, 22, '#4a3218')}`;
    s += `<rect x="8" y="8" width="${w - 16}" height="${h - 16}" fill="none" stroke="#5a3d1c" stroke-width="10"/>`;
    return s;
  },
  photo(w, h, rng, o) {
    let scene = '';
    if (o.scene === 'tower') {
      scene += `<rect width="${w}" height="${h}" fill="#c9b79a"/><path d="${ridge(rng, w, h, h * 0.8, 10)}" fill="#7a6a55"/>`;
      const cx = w * 0.5;
      for (let i = 0; i < 30; i++) {
        const t = i / 30;
        const y = h * (0.8 - t * 0.55);
        const half = w * 0.28 * (1 - t) ** 1.6 + 18;
        scene += `<path d="M${f(cx - half)},${f(y)} L${f(cx + half)},${f(y)}" stroke="#4a3a2a" stroke-width="5"/><path d="M${f(cx - half)},${f(y)} L${f(cx + half * 0.9)},${f(y - h * 0.018)} M${f(cx + half)},${f(y)} L${f(cx - half * 0.9)},${f(y - h * 0.018)}" stroke="#4a3a2a" stroke-width="2.5"/>`;
      }
      scene += `<path d="M${f(cx - w * 0.3)},${f(h * 0.8)} Q${f(cx - w * 0.05)},${f(h * 0.4)} ${f(cx - 18)},${f(h * 0.25)} M${f(cx + w * 0.3)},${f(h * 0.8)} Q${f(cx + w * 0.05)},${f(h * 0.4)} ${f(cx + 18)},${f(h * 0.25)}" stroke="#3a2c1e" stroke-width="16" fill="none"/>`;
      for (let i = 0; i < 4; i++)
        scene += `<path d="M${f(cx + between(rng, -200, 200))},${f(h * 0.25)} L${f(cx + between(rng, -260, 260))},${f(h * 0.05)}" stroke="#5a4a3a" stroke-width="3"/>`;
    } else if (o.scene === 'lattice') {
      scene += `<rect width="${w}" height="${h}" fill="#b89a78"/><rect x="${f(w * 0.25)}" y="${f(h * 0.15)}" width="${f(w * 0.5)}" height="${f(h * 0.7)}" fill="#e9dcc6"/>`;
      for (let i = -12; i < 24; i++)
        scene += `<path d="M${f(w * 0.25 + i * 60)},${f(h * 0.15)} l${f(h * 0.7)},${f(h * 0.7)} M${f(w * 0.25 + i * 60)},${f(h * 0.85)} l${f(h * 0.7)},${f(-h * 0.7)}" stroke="#5a4230" stroke-width="7"/>`;
      scene += `<rect x="0" y="0" width="${f(w * 0.25)}" height="${h}" fill="#8a6d50"/><rect x="${f(w * 0.75)}" y="0" width="${f(w * 0.25)}" height="${h}" fill="#8a6d50"/><rect x="0" y="0" width="${w}" height="${f(h * 0.15)}" fill="#8a6d50"/><rect x="0" y="${f(h * 0.85)}" width="${w}" height="${f(h * 0.15)}" fill="#8a6d50"/>`;
    } else if (o.scene === 'sea') {
      scene += `<defs>${linear('ps', ['#6a5a48', '#c9b79a', '#e8dcc6'])}</defs><rect width="${w}" height="${h}" fill="url(#ps)"/>`;
      for (let i = 0; i < 10; i++)
        scene += `<ellipse cx="${f(between(rng, 0, w))}" cy="${f(between(rng, h * 0.05, h * 0.4))}" rx="${f(between(rng, 200, 500))}" ry="${f(between(rng, 30, 80))}" fill="#4a3e30" opacity="0.35"/>`;
      scene += `<rect x="0" y="${f(h * 0.58)}" width="${w}" height="${f(h * 0.42)}" fill="#3a3228"/>`;
      for (let i = 0; i < 50; i++)
        scene += `<path d="M${f(between(rng, 0, w))},${f(between(rng, h * 0.6, h))} q40,-14 80,0" stroke="#d9ccb4" stroke-width="${f(between(rng, 3, 8))}" fill="none" opacity="0.7"/>`;
      scene += `<rect x="0" y="${f(h * 0.575)}" width="${w}" height="6" fill="#efe4cf" opacity="0.7"/>`;
    } else if (o.scene === 'portrait') {
      scene += styles.portrait(w, h, rng, {
        bg: ['#cbb89a', '#5a4632'],
        body: '#2a2018',
        skin: '#d9c2a2',
        hair: '#2e2218',
      });
    }
    return `${scene}<rect width="${w}" height="${h}" fill="${o.tone ?? '#704214'}" opacity="${o.toneOpacity ?? 0.28}"/>`;
  },
  cyanotype(w, h, rng) {
    let s = `<rect width="${w}" height="${h}" fill="#1d4f91"/><rect x="${f(w * 0.03)}" y="${f(h * 0.03)}" width="${f(w * 0.94)}" height="${f(h * 0.94)}" fill="#1a5aa6"/>`;
    for (let i = 0; i < 7; i++) {
      let x = w * (0.2 + i * 0.1);
      let y = h * 0.9;
      let d = `M${f(x)},${f(y)}`;
      for (let k = 0; k < 26; k++) {
        x += between(rng, -40, 40);
        y -= between(rng, 40, 66);
        d += ` L${f(x)},${f(y)}`;
        s += `<path d="M${f(x)},${f(y)} q${f(between(rng, -80, 80))},${f(between(rng, -40, 10))} ${f(between(rng, -140, 140))},${f(between(rng, -60, 20))}" stroke="#e9f1fb" stroke-width="${f(between(rng, 2, 6))}" fill="none" opacity="0.85"/>`;
      }
      s += `<path d="${d}" stroke="#f4f8fd" stroke-width="7" fill="none"/>`;
    }
    return s;
  },
  newspaper(w, h, rng, o) {
    let s = `<rect width="${w}" height="${h}" fill="${o.paper ?? '#ece3cf'}"/>`;
    const m = w * 0.06;
    s += `<rect x="${f(m)}" y="${f(m)}" width="${f(w - m * 2)}" height="${f(h * 0.09)}" fill="#1c1a17" opacity="${o.masthead ?? 0.85}"/><rect x="${f(m)}" y="${f(m + h * 0.1)}" width="${f(w - m * 2)}" height="4" fill="#1c1a17"/>`;
    let top = m + h * 0.12;
    if (o.headline) {
      s += `<rect x="${f(m)}" y="${f(top)}" width="${f((w - m * 2) * 0.9)}" height="${f(h * 0.07)}" fill="#1c1a17"/>`;
      top += h * 0.09;
    }
    if (o.picture) {
      s += `<rect x="${f(m)}" y="${f(top)}" width="${f(w - m * 2)}" height="${f(h * 0.3)}" fill="#9a8f7a"/><path d="${ridge(rng, w - m, top + h * 0.3, top + h * 0.2, 30)}" fill="#5a5040" transform="translate(${f(m / 2)},0)"/>`;
      top += h * 0.32;
    }
    const cols = o.columns ?? 4;
    const gap = w * 0.02;
    const cw = (w - m * 2 - gap * (cols - 1)) / cols;
    for (let c = 0; c < cols; c++) {
      const x = m + c * (cw + gap);
      if (c)
        s += `<rect x="${f(x - gap / 2)}" y="${f(top)}" width="2" height="${f(h - top - m)}" fill="#1c1a17" opacity="0.6"/>`;
      let y = top;
      while (y < h - m - 60) {
        const block = between(rng, 120, 420);
        s += `<rect x="${f(x)}" y="${f(y)}" width="${f(cw * 0.7)}" height="14" fill="#1c1a17"/>`;
        s += textLines(
          rng,
          x,
          y + 26,
          cw,
          Math.min(block, h - m - y - 26),
          o.lineH ?? 18,
          '#2a2622',
          0.7,
        );
        y += block + 30;
      }
    }
    return s;
  },
  poster(w, h, rng, o) {
    let s = '';
    if (o.variant === 'cabaret') {
      s += `<rect width="${w}" height="${h}" fill="#f1e6c4"/>`;
      for (let i = 0; i < 9; i++)
        s += `<ellipse cx="${f(w * (0.1 + i * 0.1))}" cy="${f(h * 0.12)}" rx="${f(w * 0.045)}" ry="${f(h * 0.04)}" fill="#f2c230"/>`;
      s += `<path d="M0,${f(h * 0.55)} C${f(w * 0.2)},${f(h * 0.45)} ${f(w * 0.5)},${f(h * 0.5)} ${w},${f(h * 0.42)} L${w},${f(h * 0.62)} L0,${f(h * 0.62)} Z" fill="#1b1b1b"/>`;
      s += `<path d="M${f(w * 0.35)},${f(h * 0.92)} C${f(w * 0.3)},${f(h * 0.7)} ${f(w * 0.55)},${f(h * 0.55)} ${f(w * 0.65)},${f(h * 0.7)} C${f(w * 0.75)},${f(h * 0.85)} ${f(w * 0.6)},${f(h * 0.95)} ${f(w * 0.35)},${f(h * 0.92)} Z" fill="#ffffff" stroke="#1b1b1b" stroke-width="8"/><circle cx="${f(w * 0.52)}" cy="${f(h * 0.5)}" r="${f(w * 0.05)}" fill="#e9b48c"/><path d="M${f(w * 0.47)},${f(h * 0.47)} q${f(w * 0.05)},${f(-h * 0.05)} ${f(w * 0.1)},0" fill="#d94f2a"/>`;
      s += `<path d="M${f(w * 0.05)},${f(h * 0.98)} C${f(w * 0.05)},${f(h * 0.75)} ${f(w * 0.22)},${f(h * 0.7)} ${f(w * 0.25)},${f(h * 0.98)} Z" fill="#3b4a8a"/><rect x="${f(w * 0.05)}" y="${f(h * 0.2)}" width="${f(w * 0.9)}" height="${f(h * 0.08)}" fill="#c0312b"/>`;
    } else if (o.variant === 'nouveau') {
      s += `<rect width="${w}" height="${h}" fill="#d8c9a3"/><path d="M${f(w * 0.1)},${h} L${f(w * 0.1)},${f(h * 0.25)} A${f(w * 0.4)},${f(w * 0.4)} 0 0 1 ${f(w * 0.9)},${f(h * 0.25)} L${f(w * 0.9)},${h} Z" fill="#7a8a6a"/>`;
      for (let i = 0; i < 260; i++)
        s += `<rect x="${f(between(rng, w * 0.12, w * 0.88))}" y="${f(between(rng, h * 0.1, h * 0.3))}" width="14" height="14" fill="${pick(rng, ['#c8a64a', '#6b8f7a', '#b76e4a', '#e8d8a8'])}"/>`;
      s += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.3)}" r="${f(w * 0.09)}" fill="#ead0b0"/><path d="M${f(w * 0.3)},${h} C${f(w * 0.3)},${f(h * 0.5)} ${f(w * 0.7)},${f(h * 0.5)} ${f(w * 0.7)},${h} Z" fill="#e9dfc5"/><path d="M${f(w * 0.33)},${h} C${f(w * 0.38)},${f(h * 0.7)} ${f(w * 0.45)},${f(h * 0.55)} ${f(w * 0.5)},${f(h * 0.52)}" stroke="#b09040" stroke-width="10" fill="none"/>`;
      for (let i = 0; i < 30; i++)
        s += `<circle cx="${f(between(rng, w * 0.3, w * 0.7))}" cy="${f(between(rng, h * 0.55, h * 0.95))}" r="${f(between(rng, 8, 20))}" fill="${pick(rng, ['#d98a4a', '#c8a64a', '#9a6a8a'])}"/>`;
      s += `<rect x="${f(w * 0.1)}" y="${f(h * 0.02)}" width="${f(w * 0.8)}" height="${f(h * 0.06)}" fill="#5a3d2a"/>`;
    } else if (o.variant === 'recruit') {
      s += `<rect width="${w}" height="${h}" fill="#efe6d2"/><rect x="0" y="${f(h * 0.04)}" width="${w}" height="${f(h * 0.1)}" fill="#1c1a17"/>`;
      s += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.42)}" r="${f(w * 0.22)}" fill="#d7b595"/><path d="M${f(w * 0.28)},${f(h * 0.35)} Q${f(w * 0.5)},${f(h * 0.12)} ${f(w * 0.72)},${f(h * 0.35)} L${f(w * 0.72)},${f(h * 0.3)} Q${f(w * 0.5)},${f(h * 0.1)} ${f(w * 0.28)},${f(h * 0.3)} Z" fill="#4a3a24"/><path d="M${f(w * 0.38)},${f(h * 0.47)} Q${f(w * 0.5)},${f(h * 0.44)} ${f(w * 0.62)},${f(h * 0.47)}" stroke="#5a3a20" stroke-width="22" fill="none"/>`;
      s += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.7)}" r="${f(w * 0.13)}" fill="#d7b595"/><rect x="${f(w * 0.45)}" y="${f(h * 0.6)}" width="${f(w * 0.1)}" height="${f(h * 0.07)}" rx="20" fill="#d7b595"/>`;
      s += `<rect x="${f(w * 0.08)}" y="${f(h * 0.86)}" width="${f(w * 0.84)}" height="${f(h * 0.08)}" fill="#a8322a"/>`;
    } else if (o.variant === 'liner') {
      s += `<defs>${linear('ls', ['#9fc3d9', '#e9f0f2'])}</defs><rect width="${w}" height="${h}" fill="url(#ls)"/><rect x="0" y="${f(h * 0.7)}" width="${w}" height="${f(h * 0.3)}" fill="#2e5c7a"/>`;
      s += `<path d="M${f(w * 0.05)},${f(h * 0.55)} L${f(w * 0.95)},${f(h * 0.45)} L${f(w * 0.9)},${f(h * 0.78)} L${f(w * 0.12)},${f(h * 0.8)} Z" fill="#1c1c1c"/><path d="M${f(w * 0.05)},${f(h * 0.55)} L${f(w * 0.95)},${f(h * 0.45)} L${f(w * 0.95)},${f(h * 0.5)} L${f(w * 0.07)},${f(h * 0.6)} Z" fill="#f2efe6"/>`;
      for (const x of [0.35, 0.55, 0.75])
        s += `<rect x="${f(w * x)}" y="${f(h * 0.22)}" width="${f(w * 0.08)}" height="${f(h * 0.26)}" fill="#e8e2d0"/><rect x="${f(w * x)}" y="${f(h * 0.22)}" width="${f(w * 0.08)}" height="${f(h * 0.05)}" fill="#1c1c1c"/>`;
      const sx = w * 0.2,
        sy = h * 0.2,
        r = w * 0.1;
      let d = '';
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 ? r * 0.42 : r;
        d += `${k ? 'L' : 'M'}${f(sx + Math.cos(a) * rr)},${f(sy + Math.sin(a) * rr)}`;
      }
      s += `<path d="${d} Z" fill="#c0312b"/><rect x="${f(w * 0.05)}" y="${f(h * 0.88)}" width="${f(w * 0.9)}" height="${f(h * 0.07)}" fill="#c0312b"/>`;
    }
    return s;
  },
  object(w, h, rng, o) {
    let s = `<defs>${radial('spot', o.bg?.[0] ?? '#3a3632', o.bg?.[1] ?? '#0f0e0d', 0.7)}</defs><rect width="${w}" height="${h}" fill="url(#spot)"/><ellipse cx="${f(w / 2)}" cy="${f(h * 0.88)}" rx="${f(w * 0.3)}" ry="${f(h * 0.04)}" fill="#000" opacity="0.5"/>`;
    const cx = w / 2;
    const cy = h * 0.48;
    const R = Math.min(w, h) * 0.34;
    if (o.variant === 'disc') {
      s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#2f6b5a"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="none" stroke="#244f44" stroke-width="18"/><circle cx="${f(cx - R * 0.2)}" cy="${f(cy - R * 0.1)}" r="${f(R * 0.24)}" fill="#d9b449"/>`;
      s += `<path d="M${f(cx + R * 0.2)},${f(cy - R * 0.35)} A${f(R * 0.28)},${f(R * 0.28)} 0 1 1 ${f(cx + R * 0.2)},${f(cy + R * 0.2)} A${f(R * 0.2)},${f(R * 0.2)} 0 1 0 ${f(cx + R * 0.2)},${f(cy - R * 0.35)} Z" fill="#d9b449"/>`;
      s += `<path d="M${f(cx - R * 0.92)},${f(cy + R * 0.1)} A${f(R * 0.95)},${f(R * 0.95)} 0 0 1 ${f(cx - R * 0.6)},${f(cy - R * 0.7)}" stroke="#d9b449" stroke-width="${f(R * 0.05)}" fill="none"/><path d="M${f(cx - R * 0.35)},${f(cy + R * 0.8)} Q${f(cx)},${f(cy + R * 0.6)} ${f(cx + R * 0.35)},${f(cy + R * 0.8)}" stroke="#d9b449" stroke-width="${f(R * 0.04)}" fill="none"/>`;
      for (let i = 0; i < 30; i++) {
        const a = between(rng, 0, Math.PI * 2);
        const r = between(rng, R * 0.3, R * 0.85);
        s += `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(R * 0.035)}" fill="#e0c05a"/>`;
      }
    } else if (o.variant === 'stele') {
      s += `<path d="M${f(cx - R * 0.6)},${f(h * 0.86)} L${f(cx - R * 0.65)},${f(h * 0.2)} L${f(cx - R * 0.2)},${f(h * 0.1)} L${f(cx + R * 0.5)},${f(h * 0.14)} L${f(cx + R * 0.62)},${f(h * 0.86)} Z" fill="#2b2a2c"/>`;
      s += textLines(rng, cx - R * 0.55, h * 0.2, R * 1.05, h * 0.18, 22, '#8a8790', 0.6);
      s += textLines(rng, cx - R * 0.55, h * 0.42, R * 1.1, h * 0.18, 18, '#8a8790', 0.6);
      s += textLines(rng, cx - R * 0.55, h * 0.64, R * 1.12, h * 0.2, 14, '#8a8790', 0.6);
    } else if (o.variant === 'cauldron') {
      s += `<path d="M${f(cx - R)},${f(cy - R * 0.5)} L${f(cx + R)},${f(cy - R * 0.5)} C${f(cx + R)},${f(cy + R * 0.9)} ${f(cx - R)},${f(cy + R * 0.9)} ${f(cx - R)},${f(cy - R * 0.5)} Z" fill="#a7a9ab"/><ellipse cx="${f(cx)}" cy="${f(cy - R * 0.5)}" rx="${f(R)}" ry="${f(R * 0.18)}" fill="#6d6f72"/>`;
      for (let i = 0; i < 5; i++) {
        const x = cx - R * 0.8 + i * R * 0.36;
        s += `<rect x="${f(x)}" y="${f(cy - R * 0.35)}" width="${f(R * 0.3)}" height="${f(R * 0.5)}" rx="10" fill="#c4c6c8" stroke="#8a8c8e" stroke-width="4"/><circle cx="${f(x + R * 0.15)}" cy="${f(cy - R * 0.18)}" r="${f(R * 0.07)}" fill="#8e9093"/>`;
      }
    } else if (o.variant === 'gears') {
      s += `<rect x="${f(cx - R)}" y="${f(cy - R * 0.8)}" width="${f(R * 2)}" height="${f(R * 1.6)}" rx="30" fill="#4e5a44"/>`;
      for (const [gx, gy, gr] of [
        [-0.35, -0.1, 0.45],
        [0.35, 0.1, 0.3],
        [0.1, -0.45, 0.18],
        [0.45, -0.4, 0.15],
      ]) {
        const X = cx + gx * R,
          Y = cy + gy * R,
          Rr = gr * R;
        s += `<circle cx="${f(X)}" cy="${f(Y)}" r="${f(Rr)}" fill="none" stroke="#7a8a5a" stroke-width="${f(Rr * 0.12)}"/>`;
        for (let k = 0; k < 24; k++) {
          const a = (k * Math.PI * 2) / 24;
          s += `<rect x="${f(X + Math.cos(a) * Rr - 5)}" y="${f(Y + Math.sin(a) * Rr - 5)}" width="10" height="10" fill="#7a8a5a" transform="rotate(${f((a * 180) / Math.PI)} ${f(X + Math.cos(a) * Rr)} ${f(Y + Math.sin(a) * Rr)})"/>`;
        }
        s += `<path d="M${f(X - Rr)},${f(Y)} L${f(X + Rr)},${f(Y)} M${f(X)},${f(Y - Rr)} L${f(X)},${f(Y + Rr)}" stroke="#6a7a4a" stroke-width="${f(Rr * 0.1)}"/>`;
      }
    } else if (o.variant === 'hare') {
      s += `<g fill="#8a6a44"><ellipse cx="${f(cx)}" cy="${f(cy + R * 0.25)}" rx="${f(R * 0.62)}" ry="${f(R * 0.48)}"/><ellipse cx="${f(cx + R * 0.45)}" cy="${f(cy - R * 0.2)}" rx="${f(R * 0.26)}" ry="${f(R * 0.22)}"/><ellipse cx="${f(cx + R * 0.38)}" cy="${f(cy - R * 0.75)}" rx="${f(R * 0.08)}" ry="${f(R * 0.38)}" transform="rotate(-12 ${f(cx + R * 0.38)} ${f(cy - R * 0.75)})"/><ellipse cx="${f(cx + R * 0.55)}" cy="${f(cy - R * 0.72)}" rx="${f(R * 0.08)}" ry="${f(R * 0.36)}" transform="rotate(14 ${f(cx + R * 0.55)} ${f(cy - R * 0.72)})"/><ellipse cx="${f(cx - R * 0.1)}" cy="${f(cy + R * 0.7)}" rx="${f(R * 0.4)}" ry="${f(R * 0.1)}"/></g><circle cx="${f(cx + R * 0.52)}" cy="${f(cy - R * 0.24)}" r="${f(R * 0.035)}" fill="#1a120a"/>`;
      for (let i = 0; i < 260; i++) {
        const a = between(rng, 0, Math.PI * 2);
        const r = between(rng, 0, R * 0.55);
        const x = cx + Math.cos(a) * r * 1.1;
        const y = cy + R * 0.25 + Math.sin(a) * r * 0.8;
        s += `<path d="M${f(x)},${f(y)} l${f(between(rng, 8, 26))},${f(between(rng, -6, 6))}" stroke="${pick(rng, ['#5a4028', '#c9a878', '#3a2a18'])}" stroke-width="3" opacity="0.7"/>`;
      }
    } else if (o.variant === 'figurine') {
      s += `<g fill="#b08a5a"><ellipse cx="${f(cx)}" cy="${f(cy - R * 0.65)}" rx="${f(R * 0.22)}" ry="${f(R * 0.26)}"/><ellipse cx="${f(cx)}" cy="${f(cy - R * 0.15)}" rx="${f(R * 0.42)}" ry="${f(R * 0.3)}"/><ellipse cx="${f(cx)}" cy="${f(cy + R * 0.25)}" rx="${f(R * 0.5)}" ry="${f(R * 0.35)}"/><path d="M${f(cx - R * 0.3)},${f(cy + R * 0.5)} L${f(cx - R * 0.12)},${f(cy + R * 1.05)} L${f(cx)},${f(cy + R * 0.55)} L${f(cx + R * 0.12)},${f(cy + R * 1.05)} L${f(cx + R * 0.3)},${f(cy + R * 0.5)} Z"/></g>`;
      for (let i = 0; i < 7; i++)
        s += `<path d="M${f(cx - R * 0.22)},${f(cy - R * (0.85 - i * 0.06))} Q${f(cx)},${f(cy - R * (0.78 - i * 0.06))} ${f(cx + R * 0.22)},${f(cy - R * (0.85 - i * 0.06))}" stroke="#8a6a40" stroke-width="8" fill="none"/>`;
    }
    return s;
  },
  textile(w, h, rng) {
    let s = `<rect width="${w}" height="${h}" fill="#e6dcc2"/><rect x="0" y="0" width="${w}" height="${f(h * 0.16)}" fill="#d8ccae"/><rect x="0" y="${f(h * 0.84)}" width="${w}" height="${f(h * 0.16)}" fill="#d8ccae"/>`;
    for (let x = 20; x < w; x += 90)
      s += `<circle cx="${x}" cy="${f(h * 0.08)}" r="14" fill="none" stroke="#6a7a3a" stroke-width="6"/><circle cx="${x + 45}" cy="${f(h * 0.92)}" r="14" fill="none" stroke="#a8503a" stroke-width="6"/>`;
    for (let i = 0; i < 26; i++) {
      const x = (w * (i + 0.5)) / 26;
      const c = pick(rng, ['#a8503a', '#3a5a8a', '#6a7a3a', '#c8a64a']);
      if (i % 5 === 2)
        s += `<path d="M${f(x - 50)},${f(h * 0.72)} Q${f(x)},${f(h * 0.82)} ${f(x + 70)},${f(h * 0.72)} L${f(x + 60)},${f(h * 0.66)} L${f(x - 40)},${f(h * 0.66)} Z" fill="${c}"/><path d="M${f(x)},${f(h * 0.66)} L${f(x)},${f(h * 0.25)}" stroke="#5a4a3a" stroke-width="5"/><path d="M${f(x)},${f(h * 0.28)} L${f(x + 60)},${f(h * 0.55)} L${f(x)},${f(h * 0.55)} Z" fill="#e0d2b0" stroke="${c}" stroke-width="4"/>`;
      else {
        s += `<path d="M${f(x - 30)},${f(h * 0.62)} C${f(x - 20)},${f(h * 0.45)} ${f(x + 30)},${f(h * 0.45)} ${f(x + 40)},${f(h * 0.62)} L${f(x + 30)},${f(h * 0.7)} L${f(x + 25)},${f(h * 0.78)} M${f(x - 20)},${f(h * 0.7)} L${f(x - 25)},${f(h * 0.78)}" fill="${c}" stroke="${c}" stroke-width="6"/>`;
        s += `<circle cx="${f(x + 45)}" cy="${f(h * 0.4)}" r="12" fill="#e0c0a0" stroke="${c}" stroke-width="3"/><path d="M${f(x + 45)},${f(h * 0.43)} L${f(x + 40)},${f(h * 0.55)} M${f(x + 45)},${f(h * 0.45)} L${f(x + 75)},${f(h * 0.3)}" stroke="${c}" stroke-width="6"/>`;
      }
    }
    return s;
  },
  film(w, h, rng, o) {
    let inner = '';
    const fx = w * 0.08,
      fy = h * 0.1,
      fw = w * 0.84,
      fh = h * 0.8;
    if (o.scene === 'train') {
      inner += `<rect x="${f(fx)}" y="${f(fy)}" width="${f(fw)}" height="${f(fh)}" fill="#c9c9c9"/><path d="M${f(fx)},${f(fy + fh * 0.55)} L${f(fx + fw)},${f(fy + fh * 0.3)} L${f(fx + fw)},${f(fy + fh)} L${f(fx)},${f(fy + fh)} Z" fill="#7a7a7a"/>`;
      inner += `<path d="M${f(fx + fw * 0.95)},${f(fy + fh * 0.28)} L${f(fx + fw * 0.55)},${f(fy + fh * 0.45)} L${f(fx + fw * 0.55)},${f(fy + fh * 0.68)} L${f(fx + fw * 0.95)},${f(fy + fh * 0.62)} Z" fill="#2a2a2a"/><circle cx="${f(fx + fw * 0.57)}" cy="${f(fy + fh * 0.5)}" r="${f(fh * 0.06)}" fill="#dcdcdc"/>`;
      for (let i = 0; i < 16; i++)
        inner += figure(
          between(rng, fx + fw * 0.05, fx + fw * 0.5),
          between(rng, fy + fh * 0.62, fy + fh * 0.9),
          between(rng, 40, 80),
          pick(rng, ['#1e1e1e', '#3a3a3a', '#555']),
        );
      inner += `<ellipse cx="${f(fx + fw * 0.75)}" cy="${f(fy + fh * 0.22)}" rx="${f(fw * 0.15)}" ry="${f(fh * 0.08)}" fill="#eeeeee" opacity="0.7"/>`;
    } else if (o.scene === 'moon') {
      inner += `<rect x="${f(fx)}" y="${f(fy)}" width="${f(fw)}" height="${f(fh)}" fill="#1e1e24"/>`;
      for (let i = 0; i < 60; i++)
        inner += `<circle cx="${f(between(rng, fx, fx + fw))}" cy="${f(between(rng, fy, fy + fh))}" r="${f(between(rng, 2, 6))}" fill="#eee"/>`;
      const mx = fx + fw * 0.5,
        my = fy + fh * 0.5,
        mr = fh * 0.36;
      inner += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr)}" fill="#d9d6c8"/><ellipse cx="${f(mx - mr * 0.35)}" cy="${f(my - mr * 0.15)}" rx="${f(mr * 0.1)}" ry="${f(mr * 0.06)}" fill="#4a4a4a"/><path d="M${f(mx - mr * 0.4)},${f(my + mr * 0.35)} Q${f(mx)},${f(my + mr * 0.55)} ${f(mx + mr * 0.35)},${f(my + mr * 0.35)}" stroke="#4a4a4a" stroke-width="10" fill="none"/>`;
      inner += `<path d="M${f(mx + mr * 0.1)},${f(my - mr * 0.3)} L${f(mx + mr * 0.9)},${f(my - mr * 0.7)} L${f(mx + mr * 0.95)},${f(my - mr * 0.55)} L${f(mx + mr * 0.25)},${f(my - mr * 0.12)} Z" fill="#8a8a8a"/><circle cx="${f(mx + mr * 0.2)}" cy="${f(my - mr * 0.2)}" r="${f(mr * 0.12)}" fill="#c9c5b5"/>`;
    } else if (o.scene === 'trench') {
      inner += `<rect x="${f(fx)}" y="${f(fy)}" width="${f(fw)}" height="${f(fh)}" fill="#9a9a94"/><path d="${ridge(rng, fx + fw, fy + fh, fy + fh * 0.55, 40)}" fill="#5a5a54"/><path d="${ridge(rng, fx + fw, fy + fh, fy + fh * 0.72, 30)}" fill="#3a3a36"/>`;
      for (let i = 0; i < 10; i++)
        inner += `<path d="M${f(between(rng, fx, fx + fw))},${f(fy + fh * 0.6)} l${f(between(rng, -20, 20))},${f(-between(rng, 60, 160))}" stroke="#2a2a26" stroke-width="8"/>`;
      for (let i = 0; i < 8; i++)
        inner += figure(
          between(rng, fx + fw * 0.1, fx + fw * 0.9),
          fy + fh * between(rng, 0.55, 0.7),
          between(rng, 40, 70),
          '#1e1e1c',
        );
      inner += `<ellipse cx="${f(fx + fw * 0.7)}" cy="${f(fy + fh * 0.3)}" rx="${f(fw * 0.12)}" ry="${f(fh * 0.1)}" fill="#d0d0c8" opacity="0.6"/>`;
    }
    let frame = `<rect width="${w}" height="${h}" fill="#0d0d0d"/>${inner}`;
    for (let x = 20; x < w; x += 70)
      frame += `<rect x="${x}" y="${f(h * 0.025)}" width="36" height="${f(h * 0.045)}" rx="6" fill="#e8e8e8"/><rect x="${x}" y="${f(h * 0.93)}" width="36" height="${f(h * 0.045)}" rx="6" fill="#e8e8e8"/>`;
    return frame;
  },
};

// ---------- the images ----------
// [file, style, width, height, options, what it depicts]
const IMAGES = [
  [
    'night-watch.jpg',
    'group',
    2200,
    1800,
    {},
    'a dark, warm-toned group of figures lit from the left, evoking a militia group portrait',
  ],
  [
    'milkmaid.jpg',
    'interior',
    1800,
    2000,
    {
      wall: '#d8cdb4',
      floor: '#8a7358',
      window: '#e9f0ea',
      table: '#5a4a3a',
      figure: ['#2c4a8a', '#e3c34a'],
    },
    'a kitchen interior with window light and a figure at a table',
  ],
  [
    'fashion-plate.jpg',
    'portrait',
    1600,
    2200,
    { bg: ['#f1e8d6', '#d9c9a8'], body: '#b9576a', skin: '#ecd3bd', hair: '#d9d2c3' },
    'a figure in a wide pink gown on cream paper, like an eighteenth-century fashion plate',
  ],
  [
    'pearl-earring.jpg',
    'portrait',
    1700,
    2000,
    {
      bg: ['#1c1f22', '#050607'],
      body: '#b08a3a',
      skin: '#e2c4a4',
      turban: ['#3a62a8', '#e6c65a'],
      pearl: true,
      x: 0.48,
    },
    'a head with a blue and yellow turban and a pearl earring on a dark ground',
  ],
  [
    'view-of-delft.jpg',
    'landscape',
    2400,
    1800,
    {
      sky: ['#7d9ec4', '#e9ecea'],
      clouds: 9,
      horizon: 0.5,
      city: '#6a5440',
      lake: true,
      water: ['#7e8f90', '#4d5e60'],
      figures: 3,
    },
    'a town skyline across still water under a wide sky',
  ],
  [
    'flowers-window.jpg',
    'stilllife',
    1600,
    2100,
    {
      bg: ['#5a6a70', '#1e2528'],
      niche: '#8aa0a8',
      table: '#3a2a1e',
      vase: '#2a3a3a',
      colors: ['#e8e2d6', '#c0312b', '#e6b84a', '#a84a8a', '#f2efe0'],
      blooms: 30,
    },
    'a bouquet in a vase set in a stone window opening',
  ],
  [
    'sunflowers.jpg',
    'stilllife',
    1700,
    2100,
    {
      bg: ['#e9d36a', '#c9a83a'],
      table: '#d9a23a',
      vase: '#e0c060',
      colors: ['#f2c230', '#e8a82a', '#d98a1a'],
      sunflower: true,
      blooms: 15,
    },
    'a yellow vase of sunflowers on a yellow ground',
  ],
  [
    'courante-1618.jpg',
    'newspaper',
    1600,
    2200,
    { columns: 2, paper: '#e9dcc0', masthead: 0.7, lineH: 22 },
    'a single printed news sheet in two columns',
  ],
  [
    'mona-lisa.jpg',
    'portrait',
    1600,
    2200,
    {
      bg: ['#8a8a5a', '#3a3a22'],
      body: '#3a2e1e',
      skin: '#d9b87a',
      hair: '#2a1e12',
      landscapeBehind: true,
    },
    'a half-length figure before a hazy landscape',
  ],
  [
    'gleaners.jpg',
    'landscape',
    2400,
    1700,
    {
      sky: ['#d9d0b0', '#f2ead2'],
      horizon: 0.42,
      field: ['#c9a45a', '#a88440'],
      figures: 5,
      figureColor: '#4a3a2a',
      clouds: 4,
    },
    'a golden field under a pale sky with bent figures',
  ],
  [
    'starry-rhone.jpg',
    'landscape',
    2400,
    1800,
    {
      sky: ['#0e1e4a', '#2a4a8a'],
      stars: 40,
      horizon: 0.62,
      city: '#1a1a2e',
      lake: true,
      water: ['#1e3a6a', '#0a1430'],
      glint: '#f2d25a',
      figures: 2,
      figureColor: '#0e0e1e',
    },
    'a starry night sky over a river with reflected lights',
  ],
  [
    'eiffel-construction.jpg',
    'photo',
    1700,
    2200,
    { scene: 'tower' },
    'a sepia view of an iron lattice tower under construction',
  ],
  [
    'legray-wave.jpg',
    'photo',
    2400,
    1700,
    { scene: 'sea' },
    'a sepia seascape with breaking waves and a heavy sky',
  ],
  [
    'catalan-atlas.jpg',
    'map',
    2400,
    1600,
    {
      rhumb: [
        [0.3, 0.5],
        [0.7, 0.5],
      ],
      lands: 7,
      towns: true,
      compass: [0.12, 0.2],
      sea: '#9fb8b0',
    },
    'a parchment sea chart with rhumb lines, coasts, towns and a compass rose',
  ],
  [
    'mercator-1569.jpg',
    'map',
    2400,
    1500,
    { grid: 18, lands: 7, landSize: 0.25, cartouche: true },
    'a world map on a rectangular graticule with a cartouche',
  ],
  [
    'jaccuse.jpg',
    'newspaper',
    1600,
    2200,
    { columns: 6, headline: true, lineH: 16 },
    'a newspaper front page with a large headline over six columns',
  ],
  [
    'moulin-rouge.jpg',
    'poster',
    1600,
    2200,
    { variant: 'cabaret' },
    'a flat-coloured cabaret poster with lamps, a dark crowd and a dancer',
  ],
  [
    'gismonda.jpg',
    'poster',
    1000,
    2400,
    { variant: 'nouveau' },
    'a tall Art Nouveau poster with a mosaic arch and a robed figure',
  ],
  ['nadar-portrait.jpg', 'photo', 1700, 2200, { scene: 'portrait' }, 'a sepia studio portrait'],
  [
    'tres-riches-heures.jpg',
    'manuscript',
    1700,
    2300,
    { miniature: true, columns: 1, initial: ['#2d4f8a', '#e8c65a'] },
    'a calendar page: a landscape miniature under a blue arch, with text below',
  ],
  [
    'bayeux-tapestry.jpg',
    'textile',
    2400,
    640,
    {},
    'a long embroidered linen strip with horses, ships and borders',
  ],
  [
    'trip-to-the-moon.jpg',
    'film',
    2200,
    1650,
    { scene: 'moon' },
    'a black-and-white film frame of a moon face struck by a capsule',
  ],
  [
    'arrival-of-a-train.jpg',
    'film',
    2200,
    1650,
    { scene: 'train' },
    'a black-and-white film frame of a train arriving at a platform',
  ],
  [
    'cyanotype-algae.jpg',
    'cyanotype',
    1700,
    2200,
    {},
    'white plant-like fronds on a deep blue ground, in the manner of a cyanotype',
  ],
  [
    'fighting-temeraire.jpg',
    'landscape',
    2400,
    1700,
    {
      sky: ['#e86a2a', '#f6d27a'],
      sun: [0.72, 0.62, 0.05, '#ffe9a0'],
      clouds: 6,
      cloudColor: '#f7c47a',
      horizon: 0.66,
      lake: true,
      water: ['#d99a5a', '#3a4a5a'],
      ship: [0.35, 0.6, 0.14, '#d9d4c6'],
    },
    'a sunset estuary with a pale sailing ship',
  ],
  [
    'rosetta-stone.jpg',
    'object',
    1700,
    2200,
    { variant: 'stele' },
    'a dark stone slab with three bands of incised writing',
  ],
  [
    'great-wave.jpg',
    'wave',
    2400,
    1650,
    {},
    'a huge curling wave with foam, boats and a distant snowy peak',
  ],
  [
    'battle-of-the-somme.jpg',
    'film',
    2200,
    1650,
    { scene: 'trench' },
    'a grey film frame of soldiers on a shattered landscape',
  ],
  [
    'kitchener-poster.jpg',
    'poster',
    1600,
    2200,
    { variant: 'recruit' },
    'a recruiting-poster composition with a moustached face and a bold red band',
  ],
  [
    'last-of-england.jpg',
    'landscape',
    2200,
    2200,
    {
      sky: ['#9aa8a8', '#e0e4dc'],
      horizon: 0.7,
      lake: true,
      water: ['#6a8080', '#2f4444'],
      clouds: 5,
      bigFigure: [0.5, 0.45, 0.35, '#3a3030'],
    },
    'a grey sea and sky behind huddled figures on a ship',
  ],
  [
    'codex-gigas.jpg',
    'manuscript',
    1700,
    2300,
    { columns: 2, lineH: 26, initial: ['#a8322a', '#e8c65a'], page: '#ead9b0' },
    'a large two-column manuscript page with a red initial',
  ],
  [
    'hammershoi-interior.jpg',
    'interior',
    1800,
    2000,
    { wall: '#bfbab0', floor: '#8c857a', window: '#eeeae0', door: '#a8a296', windowX: 0.15 },
    'a quiet grey room with a window and sunlight on the floor',
  ],
  [
    'gundestrup.jpg',
    'object',
    2000,
    1800,
    { variant: 'cauldron' },
    'a silver cauldron with embossed panels on a dark ground',
  ],
  [
    'the-scream.jpg',
    'landscape',
    1700,
    2100,
    {
      sky: ['#e0522a', '#f2b23a'],
      swirl: ['#e0522a', '#f2b23a', '#3a6aa8', '#d9862a'],
      horizon: 0.6,
      hills: ['#2a4a6a', '#1a2a3a'],
      amp: 0.08,
      bigFigure: [0.45, 0.72, 0.22, '#d9c8a0'],
    },
    'a swirling orange sky over a fjord with a pale figure',
  ],
  [
    'winter-night.jpg',
    'landscape',
    2400,
    1700,
    {
      sky: ['#0f1e3e', '#3a5a8a'],
      stars: 25,
      horizon: 0.5,
      hills: ['#dfe8f2', '#9ab0c8', '#5a7090'],
      amp: 0.12,
    },
    'snowy mountains under a deep blue night sky with stars',
  ],
  [
    'hunters-in-the-snow.jpg',
    'landscape',
    2400,
    1700,
    {
      sky: ['#9aa8a0', '#d8ded6'],
      horizon: 0.45,
      hills: ['#eef0ec', '#dfe3df'],
      amp: 0.04,
      pond: [0.6, 0.72, 0.3, '#8fa6a0'],
      trees: 9,
      treeColor: '#2a2018',
      figures: 14,
      figureColor: '#2a2a2a',
    },
    'a snowy valley with bare trees, a frozen pond and small figures',
  ],
  [
    'the-kiss.jpg',
    'gold',
    2000,
    2000,
    {},
    'a shimmering gold mosaic with two embracing forms on a flowered meadow',
  ],
  [
    'young-hare.jpg',
    'object',
    2000,
    1800,
    { variant: 'hare', bg: ['#efe6d2', '#cbbd9e'] },
    'a crouching brown hare drawn in short strokes on pale paper',
  ],
  [
    'tabula-peutingeriana.jpg',
    'map',
    2400,
    560,
    { lands: 10, landSize: 0.12, wide: 3, roads: true, towns: true, sea: '#8fb0b8' },
    'a long strip map with stretched lands, red roads and towns',
  ],
  [
    'mozart-requiem.jpg',
    'manuscript',
    1700,
    2300,
    { staves: true, page: '#efe3c4', columns: 1 },
    'a handwritten music score on aged paper',
  ],
  [
    'wiener-diarium.jpg',
    'newspaper',
    1600,
    2200,
    { columns: 2, paper: '#e8dcc2', masthead: 0.6, lineH: 20 },
    'an early newspaper page with a decorated masthead and two columns',
  ],
  [
    'monk-by-the-sea.jpg',
    'landscape',
    2400,
    1500,
    {
      sky: ['#2a3038', '#9aa6a8'],
      horizon: 0.8,
      lake: true,
      water: ['#1e2a30', '#0e1418'],
      hills: ['#d9d0b8'],
      amp: 0.01,
      bigFigure: [0.3, 0.82, 0.06, '#1a1a1a'],
    },
    'a vast dark sky over a thin strip of sea and dune with a tiny figure',
  ],
  [
    'rolling-mill.jpg',
    'interior',
    2400,
    1600,
    { wall: '#2a2420', floor: '#3a2e24', window: '#f2a03a', table: '#8a3a1a', windowX: 0.4 },
    'a dark factory hall with the orange glow of hot iron',
  ],
  [
    'wanderer.jpg',
    'landscape',
    1700,
    2200,
    {
      sky: ['#c9cfd6', '#eef0f0'],
      fog: '#f2f2f0',
      horizon: 0.55,
      hills: ['#8a8f96', '#5a5f66', '#2a2a2e'],
      amp: 0.1,
      bigFigure: [0.5, 0.55, 0.2, '#1e1e22'],
    },
    'a figure seen from behind on a rock above a sea of fog',
  ],
  [
    'red-star-line.jpg',
    'poster',
    1600,
    2200,
    { variant: 'liner' },
    'a poster composition of an ocean liner with a red star',
  ],
  [
    'birth-of-venus.jpg',
    'landscape',
    2400,
    1560,
    {
      sky: ['#b9d0d6', '#e8efe8'],
      horizon: 0.55,
      lake: true,
      water: ['#8fb8b0', '#5a8f8a'],
      clouds: 3,
      bigFigure: [0.5, 0.35, 0.5, '#ead8c2'],
    },
    'a pale figure rising over a green sea under a light sky',
  ],
  [
    'fra-mauro.jpg',
    'map',
    2000,
    2000,
    { circle: true, lands: 9, landSize: 0.16, towns: true, sea: '#6f9aa8' },
    'a circular world map on parchment with many small towns',
  ],
  [
    'book-of-kells.jpg',
    'manuscript',
    1700,
    2300,
    {
      columns: 1,
      lineH: 34,
      border: ['#a8322a', '#e8c65a'],
      interlace: ['#a8322a', '#2d5a8a', '#e8c65a', '#3a7a4a'],
    },
    'a manuscript page with knotwork, a coloured border and insular script',
  ],
  [
    'antikythera.jpg',
    'object',
    2000,
    1800,
    { variant: 'gears' },
    'corroded green-bronze plates with toothed wheels',
  ],
  [
    'carta-marina.jpg',
    'map',
    2400,
    1800,
    { lands: 6, landSize: 0.22, monsters: true, compass: [0.85, 0.15], sea: '#7fa6b8' },
    'a northern sea map with coasts and sea creatures',
  ],
  [
    'trench-map.jpg',
    'map',
    2200,
    1800,
    { grid: 12, lands: 0, trenches: true, page: '#f2eee2', edge: '#d9d2bd' },
    'a squared military map with red and blue trench lines',
  ],
  [
    'latticed-window.jpg',
    'photo',
    2000,
    1700,
    { scene: 'lattice' },
    'a brown-toned view of a latticed window',
  ],
  [
    'nebra-sky-disc.jpg',
    'object',
    2000,
    2000,
    { variant: 'disc' },
    'a green bronze disc with gold sun, crescent, arcs and stars',
  ],
  [
    'venus-willendorf.jpg',
    'object',
    1600,
    2000,
    { variant: 'figurine' },
    'a small rounded stone figurine under a spotlight',
  ],
];

// ---------- the sounds ----------
// Short mono 8-bit PCM WAV (11.025 kHz) files synthesised here.
const RATE = 11025;
function wav(samples) {
  const data = Buffer.alloc(samples.length);
  samples.forEach((v, i) => (data[i] = Math.max(0, Math.min(255, Math.round(128 + v * 120)))));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
const midi = (n) => 440 * 2 ** ((n - 69) / 12);
function render(seconds, voice) {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) out[i] = voice(i / RATE);
  return out;
}
function melody(notes, tempo, timbre) {
  const beat = 60 / tempo;
  const starts = [];
  let t = 0;
  for (const [n, d] of notes) {
    starts.push([t, n, d * beat]);
    t += d * beat;
  }
  return {
    length: t,
    at: (time) =>
      starts.reduce(
        (acc, [s, n, d]) =>
          time >= s && time < s + d + 0.4 ? acc + timbre(midi(n), time - s, d) : acc,
        0,
      ),
  };
}
const pluck = (fq, t) =>
  Math.exp(-t * 3.2) *
  (Math.sin(2 * Math.PI * fq * t) +
    0.35 * Math.sin(4 * Math.PI * fq * t) +
    0.12 * Math.sin(6 * Math.PI * fq * t));
const reed = (fq, t, d) =>
  (t < d ? 1 : Math.exp(-(t - d) * 12)) *
  Math.min(1, t * 30) *
  (Math.sin(2 * Math.PI * fq * t) +
    0.5 * Math.sin(4 * Math.PI * fq * t) +
    0.3 * Math.sin(6 * Math.PI * fq * t) +
    0.2 * Math.sin(8 * Math.PI * fq * t));
const sung = (fq, t, d) =>
  (t < d ? 1 : Math.exp(-(t - d) * 10)) *
  Math.min(1, t * 12) *
  Math.sin(2 * Math.PI * fq * t + 0.02 * Math.sin(2 * Math.PI * 5.5 * t) * 40);
function crackle(rng, level) {
  return () =>
    (rng() < 0.004 ? between(rng, -1, 1) : 0) * level + between(rng, -1, 1) * level * 0.08;
}
const SOUNDS = [
  [
    'piano-arpeggio.wav',
    'rising and falling arpeggios with a plucked, piano-like tone',
    () => {
      const seq = [];
      for (const root of [64, 62, 60, 62])
        for (const step of [0, 4, 7, 12, 16, 12, 7, 4]) seq.push([root + step, 0.5]);
      const m = melody(seq, 200, (fq, t) => pluck(fq, t));
      return render(m.length + 0.5, (t) => 0.28 * m.at(t));
    },
  ],
  [
    'folk-song-cylinder.wav',
    'a short pentatonic tune in a voice-like tone with the hiss and clicks of a wax cylinder',
    () => {
      const rng = rngFrom('folk');
      const noise = crackle(rng, 0.25);
      const m = melody(
        [
          [67, 1],
          [69, 1],
          [72, 2],
          [69, 1],
          [67, 1],
          [64, 2],
          [67, 1],
          [64, 1],
          [62, 2],
          [60, 3],
        ],
        110,
        sung,
      );
      return render(
        m.length + 0.4,
        (t) => 0.4 * m.at(t) * (0.9 + 0.1 * Math.sin(2 * Math.PI * 1.3 * t)) + noise(),
      );
    },
  ],
  [
    'pipes-reel.wav',
    'a reel-like tune over a steady drone, in a reedy, bagpipe-like tone',
    () => {
      const seq = [];
      const phrase = [74, 71, 71, 74, 71, 69, 67, 69, 71, 67, 67, 71, 74, 76, 74, 71];
      for (const n of [...phrase, ...phrase]) seq.push([n, 0.5]);
      const m = melody(seq, 220, reed);
      return render(m.length + 0.3, (t) => 0.18 * m.at(t) + 0.1 * reed(midi(50), t, 99));
    },
  ],
  [
    'cylinder-surface.wav',
    'the surface noise of an early phonograph cylinder with a faint tone; no speech',
    () => {
      const rng = rngFrom('surface');
      const noise = crackle(rng, 0.6);
      return render(
        5,
        (t) =>
          noise() +
          0.05 * Math.sin(2 * Math.PI * 180 * t) * (0.5 + 0.5 * Math.sin(2 * Math.PI * 0.7 * t)),
      );
    },
  ],
];

// ---------- writing ----------
async function writeImage([file, style, w, h, options]) {
  const rng = rngFrom(file);
  const body = styles[style](w, h, rng, options);
  const light = ['manuscript', 'map', 'newspaper', 'poster', 'textile', 'cyanotype'].includes(
    style,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}${grain(w, h)}${['portrait', 'group', 'object', 'photo', 'landscape'].includes(style) ? vignette(w, h, 0.35) : ''}${caption(w, h, light)}</svg>`;
  const out = path.join(HERE, file);
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 68, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(out);
  return out;
}

function licences() {
  const rows = [
    ...IMAGES.map(([file, , w, h, , what]) => `| ${file} | JPEG ${w}×${h} | ${what} |`),
    ...SOUNDS.map(([file, what]) => `| ${file} | WAV, mono, 8-bit, 11.025 kHz | ${what} |`),
  ];
  return `# Media licences

Every file in this folder was made for this project by \`generate.mjs\` (composed SVG rendered with
sharp, or PCM synthesised in Node). None of them is a photograph, scan or recording of the work it
accompanies: they are illustrations of a kind of object so that thumbnails, the IIIF deep-zoom viewer
and the audio player work offline. Each image carries a small caption saying so.

- Author: the portal project team (generated by \`gateway/seed/media/generate.mjs\`)
- Licence: CC0 1.0 Universal (https://creativecommons.org/publicdomain/zero/1.0/)
- Regenerate: \`node gateway/seed/media/generate.mjs\`

| file | format | what it shows |
|---|---|---|
${rows.join('\n')}
`;
}

async function main() {
  const check = process.argv.includes('--check');
  const names = [...IMAGES.map((i) => i[0]), ...SOUNDS.map((s) => s[0])];
  if (check) {
    const missing = names.filter((n) => !fs.existsSync(path.join(HERE, n)));
    if (missing.length) {
      console.error(`missing: ${missing.join(', ')}`);
      process.exit(1);
    }
    console.log(`${names.length} media files present`);
    return;
  }
  // Optional file names on the command line regenerate only those files.
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const wanted = (name) => only.length === 0 || only.includes(name);
  for (const spec of IMAGES) if (wanted(spec[0])) await writeImage(spec);
  for (const [file, , make] of SOUNDS)
    if (wanted(file)) fs.writeFileSync(path.join(HERE, file), wav(make()));
  fs.writeFileSync(path.join(HERE, 'LICENCES.md'), licences());
  let total = 0;
  for (const n of names) total += fs.statSync(path.join(HERE, n)).size;
  console.log(
    `${IMAGES.length} images, ${SOUNDS.length} sounds, ${(total / 1024 / 1024).toFixed(2)} MB`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
