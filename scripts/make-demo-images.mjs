#!/usr/bin/env node
/**
 * make-demo-images.mjs — generates the demo product imagery for the fictional
 * "AquaLite" insulated stainless-steel water bottle.
 *
 * Outputs (all drawn from SVG illustrations, no external assets/fonts/network):
 *   public/demo/hero-{1,2,3}-{960,480}.webp   landing-page hero shots
 *   public/demo/sku-{blue-500,green-500,coral-750,blue-750}.webp   320x320 variant shots
 *   public/demo/combo-family.webp             320x320 bundle shot
 *   public/demo/logo.svg                      160x40 logo (drop + wordmark)
 *   public/favicon.svg                        water-drop favicon
 *
 * Rasterisation: each SVG is drawn onto a <canvas> of the exact output size in
 * headless Chromium (via playwright-core) and exported with
 * canvas.toDataURL('image/webp', q). If a file exceeds its size budget the
 * quality is lowered step by step. Everything is deterministic (seeded PRNG).
 *
 * Run:   node scripts/make-demo-images.mjs
 * Env:   CHROME_PATH=/path/to/chromium   (default /usr/bin/chromium)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public', 'demo');

/* ------------------------------------------------------------------ utils */

/** Small deterministic PRNG (mulberry32). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Number(n.toFixed(2)); // compact numbers in SVG output

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex(rgb) {
  return '#' + rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
}
/** Mix colour a towards colour b by t (0..1). */
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
const darken = (c, t) => mix(c, '#000000', t);
const lighten = (c, t) => mix(c, '#ffffff', t);

const COLORS = {
  blue: '#1f3a5f',
  green: '#8fa98b',
  coral: '#f27a6b',
};

/** Bottle dimensions in local units (origin = bottom centre, y grows down). */
const DIMS = {
  500: { W: 70, bodyH: 180, r: 9, shoulderH: 26, neckW: 46, ringH: 8, capW: 50, capH: 34 },
  750: { W: 80, bodyH: 222, r: 10, shoulderH: 30, neckW: 50, ringH: 8, capW: 54, capH: 37 },
};

/** Unit water-drop path (tip at y=-1, bottom at y≈0.85). */
const DROP_PATH = 'M0,-1C0.35,-0.45 0.6,-0.1 0.6,0.25A0.6,0.6 0 0 1 -0.6,0.25C-0.6,-0.1 -0.35,-0.45 0,-1Z';

/* ------------------------------------------------------------ SVG pieces */

/** Defs shared by every scene (filters, steel gradient). */
function sharedDefs() {
  return `
  <filter id="blur2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>
  <filter id="blur1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="0.8"/></filter>
  <filter id="shadowBlur" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="7"/></filter>
  <filter id="shadowBlurSoft" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="16"/></filter>
  <filter id="shadowBlurSm" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="shadowBlurSm2" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="7"/></filter>
  <filter id="matte" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9 0.015" numOctaves="2" seed="7" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -1.6 1.15"/>
  </filter>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#5f656b"/>
    <stop offset="0.12" stop-color="#9aa1a8"/>
    <stop offset="0.3" stop-color="#f3f5f7"/>
    <stop offset="0.42" stop-color="#c4cad0"/>
    <stop offset="0.7" stop-color="#8b9298"/>
    <stop offset="0.9" stop-color="#565c62"/>
    <stop offset="1" stop-color="#7d848a"/>
  </linearGradient>
  <linearGradient id="steelV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#5f656b"/>
    <stop offset="0.12" stop-color="#9aa1a8"/>
    <stop offset="0.3" stop-color="#f3f5f7"/>
    <stop offset="0.42" stop-color="#c4cad0"/>
    <stop offset="0.7" stop-color="#8b9298"/>
    <stop offset="0.9" stop-color="#565c62"/>
    <stop offset="1" stop-color="#7d848a"/>
  </linearGradient>
  <linearGradient id="spec" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/>
    <stop offset="0.12" stop-color="#fff" stop-opacity="0.9"/>
    <stop offset="0.85" stop-color="#fff" stop-opacity="0.75"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="vshade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.10"/>
    <stop offset="0.18" stop-color="#fff" stop-opacity="0"/>
    <stop offset="0.8" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.16"/>
  </linearGradient>
  <radialGradient id="dropFill" cx="0.5" cy="0.62" r="0.55">
    <stop offset="0" stop-color="#fff" stop-opacity="0.45"/>
    <stop offset="0.55" stop-color="#fff" stop-opacity="0.08"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.28"/>
  </radialGradient>`;
}

/** Horizontal cylinder-shading gradient for a given base colour. */
function cylGradient(id, c, { hi = 0.32 } = {}) {
  return `
  <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${darken(c, 0.5)}"/>
    <stop offset="0.07" stop-color="${darken(c, 0.22)}"/>
    <stop offset="0.22" stop-color="${lighten(c, hi)}"/>
    <stop offset="0.3" stop-color="${lighten(c, hi * 0.45)}"/>
    <stop offset="0.55" stop-color="${c}"/>
    <stop offset="0.8" stop-color="${darken(c, 0.24)}"/>
    <stop offset="0.93" stop-color="${darken(c, 0.45)}"/>
    <stop offset="1" stop-color="${darken(c, 0.25)}"/>
  </linearGradient>`;
}

/** Perspective factor: ellipse height / width of circular edges (camera slightly above). */
const PERSP = 0.14;

/** Body silhouette with shoulder; top (at the neck) and bottom edges are ellipse arcs. */
function bodyPath(d, persp) {
  const hw = d.W / 2;
  const hn = d.neckW / 2;
  const yt = -d.bodyH;
  const ys = yt - d.shoulderH;
  const e = f(hw * persp);
  const en = f(hn * persp);
  return (
    `M${-hw},${-e}L${-hw},${yt}` +
    `C${-hw},${f(yt - d.shoulderH * 0.6)} ${-hn},${f(ys + d.shoulderH * 0.35)} ${-hn},${ys}` +
    `A${hn},${en} 0 0 0 ${hn},${ys}` +
    `C${hn},${f(ys + d.shoulderH * 0.35)} ${hw},${f(yt - d.shoulderH * 0.6)} ${hw},${yt}` +
    `L${hw},${-e}A${hw},${e} 0 0 1 ${-hw},${-e}Z`
  );
}

function capPath(d, persp) {
  const hc = d.capW / 2;
  const h = d.capH;
  const ec = f(hc * persp);
  return `M${-hc},${-h}L${-hc},0A${hc},${ec} 0 0 0 ${hc},0L${hc},${-h}A${hc},${ec} 0 0 0 ${-hc},${-h}Z`;
}

/** The cap, drawn with its bottom edge at local y=0, centred on x=0. */
function capSvg(id, d, c, persp) {
  const hc = d.capW / 2;
  const h = d.capH;
  const ec = f(hc * persp);
  // Grip ridges, evenly spaced around the cylinder (so they bunch up at the edges).
  let ridges = '';
  for (let i = 1; i < 18; i++) {
    const x = f(-hc * Math.cos((Math.PI * i) / 18));
    ridges += `<line x1="${x}" y1="${f(-h + 3)}" x2="${x}" y2="${f(ec)}" stroke="#000" stroke-opacity="0.1" stroke-width="0.9"/>`;
  }
  const loop = `M-10,${f(-h + 1)}C-11,${-h - 16} 11,${-h - 16} 10,${f(-h + 1)}`;
  return `
  <g>
    <path d="${capPath(d, persp)}" fill="url(#${id}cap)"/>
    <g clip-path="url(#${id}capClip)">${ridges}
      <rect x="${-hc}" y="${-h}" width="${d.capW}" height="${h + ec}" fill="url(#vshade)"/>
      <rect x="${f(-hc * 0.56)}" y="${-h + 3}" width="${f(hc * 0.2)}" height="${h - 3}" fill="url(#spec)" opacity="0.35" filter="url(#blur1)"/>
      <path d="M${-hc},1A${hc},${ec} 0 0 0 ${hc},1" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2.5"/>
    </g>
    <ellipse cx="0" cy="${-h}" rx="${hc}" ry="${ec}" fill="url(#${id}capTop)"/>
    <ellipse cx="0" cy="${-h}" rx="${f(hc - 1.2)}" ry="${f(ec - 0.5)}" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="0.8"/>
    <ellipse cx="-10" cy="${f(-h + 0.8)}" rx="3.4" ry="1.4" fill="#000" opacity="0.25"/>
    <ellipse cx="10" cy="${f(-h + 0.8)}" rx="3.4" ry="1.4" fill="#000" opacity="0.25"/>
    <path d="${loop}" fill="none" stroke="${darken(c, 0.32)}" stroke-width="6.2" stroke-linecap="round"/>
    <path d="${loop}" fill="none" stroke="url(#${id}cap)" stroke-width="4.4" stroke-linecap="round"/>
    <path d="M-8.6,${-h - 3}C-8,${-h - 11} 0,${-h - 12.6} 5,${-h - 11.6}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1" stroke-linecap="round"/>
  </g>`;
}

function capDefs(id, d, c, persp) {
  return `
  ${cylGradient(id + 'cap', c, { hi: 0.26 })}
  <linearGradient id="${id}capTop" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${lighten(c, 0.22)}"/>
    <stop offset="1" stop-color="${darken(c, 0.08)}"/>
  </linearGradient>
  <clipPath id="${id}capClip"><path d="${capPath(d, persp)}"/></clipPath>`;
}

/**
 * A complete bottle. Returns { defs, svg }.
 * opts: id, color, size (500|750), x, y (floor point under the bottle), s (scale),
 *       rotate (deg), capOff, droplets (count), seed, persp
 */
function bottle(opts) {
  const { id, color, size = 500, x = 0, y = 0, s = 1, rotate = 0, capOff = false, droplets = 0, seed = 1, persp = PERSP } = opts;
  const d = DIMS[size];
  const hw = d.W / 2;
  const hn = d.neckW / 2;
  const e = f(hw * persp);
  const en = f(hn * persp);
  const capColor = darken(color, 0.12);
  const yt = -d.bodyH;
  const ys = yt - d.shoulderH;
  const ringH = capOff ? d.ringH + 6 : d.ringH;
  const yr = ys - ringH;
  const bp = bodyPath(d, persp);

  const defs = `
  ${cylGradient(id + 'body', color)}
  ${capDefs(id, d, capColor, persp)}
  <clipPath id="${id}clip"><path d="${bp}"/></clipPath>`;

  // Condensation droplets (deterministic).
  let drops = '';
  if (droplets > 0) {
    const rnd = mulberry32(seed);
    for (let i = 0; i < droplets * 3; i++) {
      const u = rnd() * 2 - 1;
      const dx = u * hw * 0.95;
      const dy = -8 - rnd() * (d.bodyH - 14);
      const rr = 0.35 + rnd() * 0.45;
      const squash = Math.sqrt(Math.max(0.08, 1 - u * u));
      drops += `<ellipse cx="${f(dx)}" cy="${f(dy)}" rx="${f(rr * squash)}" ry="${f(rr)}" fill="#fff" opacity="${f(0.18 + rnd() * 0.25)}"/>`;
    }
    for (let i = 0; i < droplets; i++) {
      const u = rnd() * 2 - 1;
      const dx = u * hw * 0.92;
      const dy = -10 - rnd() * (d.bodyH - 20);
      const big = rnd();
      // keep the wordmark mostly legible
      const inLogo = Math.abs(dx) < hw * 0.8 && dy > -d.bodyH * 0.68 && dy < -d.bodyH * 0.5;
      if (inLogo && rnd() > 0.2) continue;
      const rr = 0.9 + big * big * 2.6;
      const squash = Math.sqrt(Math.max(0.1, 1 - u * u));
      const rx = rr * squash;
      const ry = rr * (1.05 + rnd() * 0.25);
      // Larger drops have run down a little and leave a faint trail above them.
      if (rr > 2.6 && rnd() > 0.4) {
        const len = 8 + rnd() * 22;
        drops += `<rect x="${f(dx - rx * 0.45)}" y="${f(dy - len)}" width="${f(rx * 0.9)}" height="${f(len)}" rx="${f(rx * 0.45)}" fill="#fff" opacity="0.12"/>`;
      }
      drops +=
        `<ellipse cx="${f(dx + rx * 0.25)}" cy="${f(dy + ry * 0.35)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="0.18"/>` +
        `<ellipse cx="${f(dx)}" cy="${f(dy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#dropFill)"/>` +
        `<ellipse cx="${f(dx - rx * 0.35)}" cy="${f(dy - ry * 0.4)}" rx="${f(Math.max(0.25, rx * 0.3))}" ry="${f(Math.max(0.25, ry * 0.26))}" fill="#fff" opacity="0.95"/>`;
    }
  }

  // Wordmark: small drop + "AquaLite" + capacity, at ~56% of body height.
  const wy = f(-d.bodyH * 0.56);
  const fs = size === 750 ? 11.5 : 10.5;
  const wordmark = `
    <g opacity="0.92">
      <path d="${DROP_PATH}" transform="translate(0 ${f(wy - fs * 1.55)}) scale(${f(fs * 0.42)})" fill="#fff"/>
      <text x="0" y="${wy}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${fs}" letter-spacing="0.5" fill="#fff">AquaLite</text>
      <text x="0" y="${f(wy + fs * 1.05)}" text-anchor="middle" font-family="sans-serif" font-size="${f(fs * 0.42)}" letter-spacing="1.4" fill="#fff" opacity="0.75">${size} ML</text>
    </g>`;

  // Stainless neck ring (taller, threaded, with an open mouth when the cap is off).
  const rhn = capOff ? hn - 3 : hn;
  const ren = f(rhn * persp);
  let neck = `<path d="M${-rhn},${yr}A${rhn},${ren} 0 0 0 ${rhn},${yr}L${rhn},${f(ys + en + 1)}L${-rhn},${f(ys + en + 1)}Z" fill="url(#steel)"/>`;
  if (capOff) {
    for (let i = 0; i < 3; i++) {
      const ty = f(yr + 3.5 + i * 3.4);
      neck += `<path d="M${-rhn},${ty}A${rhn},${ren} 0 0 0 ${rhn},${f(ty + 1.8)}" fill="none" stroke="#3f454b" stroke-opacity="0.45" stroke-width="0.9"/>`;
    }
    neck +=
      `<ellipse cx="0" cy="${yr}" rx="${rhn}" ry="${ren}" fill="#c9ced3"/>` +
      `<ellipse cx="0" cy="${f(yr + 0.3)}" rx="${f(rhn - 2)}" ry="${f(Math.max(0.6, ren - 0.8))}" fill="#2e3338"/>`;
  } else {
    neck += `<path d="M${-rhn},${f(yr + 1.5)}A${rhn},${ren} 0 0 0 ${rhn},${f(yr + 1.5)}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>`;
  }

  const svg = `
  <g transform="translate(${f(x)} ${f(y)}) rotate(${rotate}) scale(${s})">
    ${neck}
    ${capOff ? '' : `<g transform="translate(0 ${yr})">${capSvg(id, d, capColor, persp)}</g>`}
    <path d="${bp}" fill="url(#${id}body)"/>
    <g clip-path="url(#${id}clip)">
      <rect x="${-hw}" y="${ys - 4}" width="${d.W}" height="${-ys + 4}" filter="url(#matte)" opacity="0.07"/>
      <rect x="${-hw}" y="${ys - 4}" width="${d.W}" height="${-ys + 4}" fill="url(#vshade)"/>
      <rect x="${f(-hw * 0.6)}" y="${ys + 4}" width="${f(hw * 0.2)}" height="${-ys - 8}" fill="url(#spec)" opacity="0.42" filter="url(#blur2)"/>
      <rect x="${f(hw * 0.74)}" y="${ys + 8}" width="${f(hw * 0.07)}" height="${-ys - 16}" fill="url(#spec)" opacity="0.16" filter="url(#blur1)"/>
      <path d="M${-hw},${yt + 1}C${-hw},${f(yt - d.shoulderH * 0.6)} ${-hn},${f(ys + d.shoulderH * 0.35)} ${-hn},${ys}A${hn},${en} 0 0 0 ${hn},${ys}C${hn},${f(ys + d.shoulderH * 0.35)} ${hw},${f(yt - d.shoulderH * 0.6)} ${hw},${yt + 1}"
        fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2.2" filter="url(#blur1)"/>
      <path d="M${-hn},${f(ys + 0.6)}A${hn},${en} 0 0 0 ${hn},${f(ys + 0.6)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="1.2"/>
      <path d="M${-hw},${f(yt + 2)}A${hw},${e} 0 0 0 ${hw},${f(yt + 2)}" fill="none" stroke="#000" stroke-opacity="0.07" stroke-width="3" filter="url(#blur1)"/>
      <path d="M${hw},${f(-e - 5)}A${hw},${e} 0 0 1 ${-hw},${f(-e - 5)}L${-hw},${-e}A${hw},${e} 0 0 0 ${hw},${-e}Z" fill="#000" opacity="0.16"/>
      <path d="M${hw},${f(-e - 5.4)}A${hw},${e} 0 0 1 ${-hw},${f(-e - 5.4)}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="0.8"/>
      ${opts.wordmark === false ? '' : wordmark}
      ${drops}
    </g>
  </g>`;
  return { defs, svg };
}

/** A stand-alone cap sitting on the floor (for the "cap off" shot). */
function looseCap({ id, color, size = 500, x, y, s, persp = PERSP }) {
  const d = DIMS[size];
  const c = darken(color, 0.12);
  const ec = (d.capW / 2) * persp;
  const svg = `<g transform="translate(${f(x)} ${f(y - ec * s)}) scale(${s})">${capSvg(id, d, c, persp)}</g>`;
  return { defs: capDefs(id, d, c, persp), svg };
}

/**
 * Soft floor shadow for an upright object whose footprint is `width` px wide
 * (light from the upper left, so a faint cast shadow falls to the right).
 */
function floorShadow(x, y, width, { strength = 1, cast = true, small = false, persp = PERSP } = {}) {
  const soft = small ? 'shadowBlurSm2' : 'shadowBlurSoft';
  const tight = small ? 'shadowBlurSm' : 'shadowBlur';
  const w = width;
  const e = (w / 2) * persp;
  let out = '';
  if (cast) {
    out += `<ellipse cx="${f(x + w * 0.45)}" cy="${f(y - e * 0.8)}" rx="${f(w * 0.95)}" ry="${f(e * 1.5)}" fill="#3a3028" opacity="${f(0.2 * strength)}" filter="url(#${soft})"/>`;
  }
  out += `<ellipse cx="${f(x + w * 0.06)}" cy="${f(y - e * 0.7)}" rx="${f(w * 0.62)}" ry="${f(e * 1.35)}" fill="#2a221c" opacity="${f(0.34 * strength)}" filter="url(#${tight})"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(y - e * 0.9)}" rx="${f(w * 0.5)}" ry="${f(e * 1.05)}" fill="#1e1814" opacity="${f(0.55 * strength)}" filter="url(#${small ? 'blur1' : 'blur2'})"/>`;
  return out;
}

/** Wrap scene content into a complete SVG document. */
function svgDoc(vb, outW, outH, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${vb} ${vb}"><defs>${sharedDefs()}${defs}</defs>${body}</svg>`;
}

/* --------------------------------------------------------------- scenes */

/** Warm studio sweep background for hero shots (960 scene units). */
function studioBg(id, { top = '#f6f3ee', mid = '#eee9e2', floor = '#e3ddd4', glow = '#ffffff', horizon = 0.64 } = {}) {
  const defs = `
  <linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/>
    <stop offset="${horizon}" stop-color="${mid}"/>
    <stop offset="1" stop-color="${floor}"/>
  </linearGradient>
  <radialGradient id="${id}glow" cx="0.5" cy="0.42" r="0.55">
    <stop offset="0" stop-color="${glow}" stop-opacity="0.75"/>
    <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="${id}vig" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.07"/>
  </radialGradient>`;
  const svg = `
  <rect width="960" height="960" fill="url(#${id}bg)"/>
  <rect width="960" height="960" fill="url(#${id}glow)"/>
  <rect width="960" height="960" fill="url(#${id}vig)"/>`;
  return { defs, svg };
}

function hero1(out) {
  const bg = studioBg('h1');
  const coral = bottle({ id: 'c', color: COLORS.coral, size: 750, x: 488, y: 800, s: 2.18 });
  const green = bottle({ id: 'g', color: COLORS.green, size: 500, x: 330, y: 846, s: 2.2 });
  const blue = bottle({ id: 'b', color: COLORS.blue, size: 500, x: 638, y: 858, s: 2.22 });
  const defs = bg.defs + coral.defs + green.defs + blue.defs;
  const body =
    bg.svg +
    floorShadow(488, 800, 80 * 2.18) +
    coral.svg +
    floorShadow(330, 846, 70 * 2.2) +
    green.svg +
    floorShadow(638, 858, 70 * 2.22) +
    blue.svg;
  return svgDoc(960, out, out, defs, body);
}

function iceCube(x, y, size, rot, k) {
  return `
  <g transform="translate(${x} ${y}) rotate(${rot})">
    <rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="${f(size * 0.18)}" fill="url(#ice)" stroke="#fff" stroke-opacity="0.9" stroke-width="2"/>
    <rect x="${f(-size * 0.32)}" y="${f(-size * 0.32)}" width="${f(size * 0.64)}" height="${f(size * 0.64)}" rx="${f(size * 0.12)}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${f(size * 0.05)}" filter="url(#blur2)"/>
    <path d="M${f(-size * 0.34)},${f(-size * 0.1)}Q${f(-size * 0.3)},${f(-size * 0.3)} ${f(-size * 0.1)},${f(-size * 0.34)}" stroke="#fff" stroke-width="${f(size * 0.07)}" stroke-linecap="round" fill="none" opacity="${k}"/>
  </g>`;
}

function hero2(out) {
  const defs0 = `
  <linearGradient id="h2bg" x1="0" y1="0" x2="1" y2="0.25">
    <stop offset="0" stop-color="#dfe9f2"/>
    <stop offset="0.5" stop-color="#eef0f1"/>
    <stop offset="1" stop-color="#f6ebe0"/>
  </linearGradient>
  <radialGradient id="h2cold" cx="0.18" cy="0.3" r="0.6">
    <stop offset="0" stop-color="#c9def0" stop-opacity="0.9"/>
    <stop offset="1" stop-color="#c9def0" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="h2warm" cx="0.86" cy="0.3" r="0.55">
    <stop offset="0" stop-color="#f8d9bd" stop-opacity="0.85"/>
    <stop offset="1" stop-color="#f8d9bd" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="h2floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#2b3440" stop-opacity="0.10"/>
  </linearGradient>
  <linearGradient id="ice" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/>
    <stop offset="0.5" stop-color="#d7e9f6" stop-opacity="0.7"/>
    <stop offset="1" stop-color="#b4d2ea" stop-opacity="0.8"/>
  </linearGradient>
  <linearGradient id="h2frost" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#dcecff" stop-opacity="0.1"/>
  </linearGradient>`;
  const b = bottle({ id: 'b', color: COLORS.blue, size: 500, x: 480, y: 900, s: 3.05, droplets: 90, seed: 2024 });
  const body = `
  <rect width="960" height="960" fill="url(#h2bg)"/>
  <rect width="960" height="960" fill="url(#h2cold)"/>
  <rect width="960" height="960" fill="url(#h2warm)"/>
  <rect y="660" width="960" height="300" fill="url(#h2floor)"/>
  ${floorShadow(480, 900, 70 * 3.05)}
  ${b.svg}
  <ellipse cx="246" cy="905" rx="60" ry="8" fill="#1c2a3a" opacity="0.18" filter="url(#shadowBlur)"/>
  ${iceCube(232, 868, 66, -14, 0.9)}
  ${iceCube(300, 888, 44, 22, 0.8)}
  <ellipse cx="735" cy="910" rx="40" ry="6" fill="#1c2a3a" opacity="0.15" filter="url(#shadowBlur)"/>
  ${iceCube(735, 886, 46, 9, 0.85)}`;
  return svgDoc(960, out, out, defs0 + b.defs, body);
}

function hero3(out) {
  const bg = studioBg('h3', { top: '#f5f5f0', mid: '#eceee7', floor: '#dfe2d8', horizon: 0.6 });
  const s = 2.55;
  const d = DIMS[500];
  const floorY = 668;
  const capS = 2.45;
  const lenPx = (d.bodyH + d.shoulderH + d.ringH + 6) * s;
  const gap = 40;
  const bx = f((960 - (lenPx + gap + d.capW * capS)) / 2); // left end (bottle bottom)
  const capX = bx + lenPx + gap + (d.capW * capS) / 2;
  // Lying bottle: rotate 90deg so the open neck points right; the axis sits half a body width above the floor.
  const b = bottle({ id: 'g', color: COLORS.green, size: 500, x: bx, y: floorY - (d.W / 2) * s, s, rotate: 90, capOff: true, persp: 0.06 });
  const cap = looseCap({ id: 'k', color: COLORS.green, size: 500, x: capX, y: floorY, s: capS });
  const bodyPx = d.bodyH * s;
  const defs = `
  <radialGradient id="h3disc" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#e2eadc"/>
    <stop offset="0.96" stop-color="#dfe7d8"/>
    <stop offset="1" stop-color="#dfe7d8" stop-opacity="0"/>
  </radialGradient>`;
  const body =
    bg.svg +
    `<circle cx="480" cy="430" r="300" fill="url(#h3disc)"/>` +
    // soft cast shadow + contact line under the lying bottle
    `<ellipse cx="${f(bx + lenPx * 0.55)}" cy="${floorY + 2}" rx="${f(lenPx * 0.56)}" ry="20" fill="#3a3028" opacity="0.2" filter="url(#shadowBlurSoft)"/>` +
    `<ellipse cx="${f(bx + bodyPx / 2)}" cy="${floorY - 3}" rx="${f(bodyPx * 0.52)}" ry="9" fill="#1e1814" opacity="0.34" filter="url(#shadowBlur)"/>` +
    `<ellipse cx="${f(bx + bodyPx / 2)}" cy="${floorY - 1}" rx="${f(bodyPx * 0.47)}" ry="2.5" fill="#1e1814" opacity="0.45" filter="url(#blur2)"/>` +
    b.svg +
    floorShadow(capX, floorY, d.capW * capS, { strength: 0.9 }) +
    cap.svg;
  return svgDoc(960, out, out, bg.defs + defs + b.defs + cap.defs, body);
}

/** Clean near-white background for 320px catalogue shots. */
function catalogueBg() {
  const defs = `
  <radialGradient id="wbg" cx="0.5" cy="0.4" r="0.75">
    <stop offset="0" stop-color="#ffffff"/>
    <stop offset="0.7" stop-color="#f7f7f5"/>
    <stop offset="1" stop-color="#efeeeb"/>
  </radialGradient>`;
  return { defs, svg: `<rect width="320" height="320" fill="url(#wbg)"/>` };
}

const SKU_SCALE = 0.9;
function sku(color, size) {
  const bg = catalogueBg();
  const d = DIMS[size];
  // centre the whole bottle (loop to base) vertically, nudged up a little for the shadow
  const totalH = (d.bodyH + d.shoulderH + d.ringH + d.capH + 14 + (d.W / 2) * PERSP) * SKU_SCALE;
  const floorY = f(160 + totalH / 2 - 6);
  const b = bottle({ id: 's', color: COLORS[color], size, x: 160, y: floorY, s: SKU_SCALE });
  const w = DIMS[size].W * SKU_SCALE;
  const shadow = floorShadow(160, floorY, w, { strength: 0.8, small: true });
  return (out) => svgDoc(320, out, out, bg.defs + b.defs, bg.svg + shadow + b.svg);
}

function comboFamily(out) {
  const bg = catalogueBg();
  const s = 0.78;
  const coral = bottle({ id: 'c', color: COLORS.coral, size: 750, x: 160, y: 282, s });
  const b1 = bottle({ id: 'b1', color: COLORS.blue, size: 500, x: 92, y: 298, s: s * 1.02 });
  const b2 = bottle({ id: 'b2', color: COLORS.blue, size: 500, x: 228, y: 298, s: s * 1.02 });
  const sh = (x, y, w) => floorShadow(x, y, w, { strength: 0.8, small: true });
  const body =
    bg.svg + sh(160, 282, 80 * s) + coral.svg + sh(92, 298, 70 * s * 1.02) + b1.svg + sh(228, 298, 70 * s * 1.02) + b2.svg;
  return svgDoc(320, out, out, bg.defs + coral.defs + b1.defs + b2.defs, body);
}

/* ------------------------------------------------------------ SVG files */

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="AquaLite">
<defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f8fd0"/><stop offset="1" stop-color="#1f3a5f"/></linearGradient></defs>
<path d="M18 4C22 10 28 16 28 23.5A10 10 0 0 1 8 23.5C8 16 14 10 18 4Z" fill="url(#d)"/>
<path d="M13.5 24a4.5 4.5 0 0 0 4.5 4.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".8"/>
<text x="36" y="28" font-family="sans-serif" font-size="21" font-weight="700" letter-spacing=".3" fill="#1f3a5f">Aqua<tspan fill="#3f7fc0" font-weight="400">Lite</tspan></text>
</svg>
`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
<defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f8fd0"/><stop offset="1" stop-color="#1f3a5f"/></linearGradient></defs>
<path d="M16 2C20 8.5 26 15 26 21A10 10 0 0 1 6 21C6 15 12 8.5 16 2Z" fill="url(#d)"/>
<path d="M11 21.5a5 5 0 0 0 5 5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" opacity=".85"/>
</svg>
`;

/* ----------------------------------------------------------------- jobs */

const JOBS = [
  { file: 'hero-1-960.webp', size: 960, max: 60_000, svg: hero1 },
  { file: 'hero-1-480.webp', size: 480, max: 25_000, svg: hero1 },
  { file: 'hero-2-960.webp', size: 960, max: 60_000, svg: hero2 },
  { file: 'hero-2-480.webp', size: 480, max: 25_000, svg: hero2 },
  { file: 'hero-3-960.webp', size: 960, max: 60_000, svg: hero3 },
  { file: 'hero-3-480.webp', size: 480, max: 25_000, svg: hero3 },
  { file: 'sku-blue-500.webp', size: 320, max: 15_000, svg: sku('blue', 500) },
  { file: 'sku-green-500.webp', size: 320, max: 15_000, svg: sku('green', 500) },
  { file: 'sku-coral-750.webp', size: 320, max: 15_000, svg: sku('coral', 750) },
  { file: 'sku-blue-750.webp', size: 320, max: 15_000, svg: sku('blue', 750) },
  { file: 'combo-family.webp', size: 320, max: 15_000, svg: comboFamily },
];

const QUALITIES = [0.82, 0.76, 0.7, 0.64, 0.58, 0.52, 0.46, 0.4];

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    for (const job of JOBS) {
      const svg = job.svg(job.size);
      let buf;
      let q;
      for (q of QUALITIES) {
        const dataUrl = await page.evaluate(
          async ({ svg, size, q }) => {
            const img = new Image();
            img.width = size;
            img.height = size;
            img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = size;
            canvas.height = size;
            const ctx = canvas.getContext('2d', { alpha: false }); // opaque: no alpha chunk
            ctx.drawImage(img, 0, 0, size, size);
            return canvas.toDataURL('image/webp', q);
          },
          { svg, size: job.size, q },
        );
        if (!dataUrl.startsWith('data:image/webp')) throw new Error(`Chromium did not encode WebP for ${job.file}`);
        buf = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        if (buf.length <= job.max) break;
      }
      await writeFile(path.join(OUT_DIR, job.file), buf);
      results.push({ file: `public/demo/${job.file}`, bytes: buf.length, note: `${job.size}x${job.size} q=${q}` });
    }
  } finally {
    await browser.close();
  }

  for (const [rel, text] of [
    ['public/demo/logo.svg', LOGO_SVG],
    ['public/favicon.svg', FAVICON_SVG],
  ]) {
    await writeFile(path.join(ROOT, rel), text);
    results.push({ file: rel, bytes: Buffer.byteLength(text), note: 'svg' });
  }

  for (const r of results) {
    console.log(`${r.file.padEnd(34)} ${String(r.bytes).padStart(7)} B  (${r.note})`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
