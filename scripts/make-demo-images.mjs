#!/usr/bin/env node
/**
 * make-demo-images.mjs — generates the demo product imagery for the fictional
 * "AquaLite" insulated stainless-steel water bottle.
 *
 * Outputs (all drawn from SVG illustrations, no external assets/fonts/network):
 *   public/demo/hero-{1,2,3}-{960,800,480}.webp   landing-page hero shots
 *   public/demo/sku-{blue-500,green-500,coral-750,blue-750}.webp   320x320 variant shots
 *   public/demo/combo-family.webp             320x320 bundle shot
 *   public/demo/catalog/<name>-{480,800,960}.webp the rest of the range, 480x480, 800x800 and 960x960 each:
 *       mug-{sage,sand}            350 ml ceramic-look travel mug with lid
 *       tumbler-{black,white}      600 ml tumbler with straw lid
 *       kids-{pink,sky}            350 ml kids bottle with flip straw and handle
 *       lunchbox-{grey,mint}       two-tier stainless lunch box
 *       foodjar-navy               500 ml insulated food jar
 *       bottle1l-{blue,black}      1000 ml bottle
 *       strawlid, sportcap         spare lids (straw lid, sports spout cap)
 *       brushset                   cleaning brushes (bottle, straw, detail)
 *       sleeve-grey                neoprene bottle sleeve
 *       strap-coral                bottle carry strap
 *   public/demo/size-chart.webp               900x600 size chart, 500 vs 750 ml (numbers + units only)
 *   public/demo/logo.svg                      160x40 logo (drop + wordmark), the source of:
 *   public/demo/logo.webp                     360x90 (three times the header's place), transparent
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
  1000: { W: 90, bodyH: 262, r: 11, shoulderH: 33, neckW: 54, ringH: 9, capW: 58, capH: 40 },
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
  const fs = size === 1000 ? 12.5 : size === 750 ? 11.5 : 10.5;
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

/* ------------------------------------------------- catalogue: the range */

/*
 * Catalogue shots of the rest of the AquaLite range (960 scene units, rendered
 * at 960 and 480 px). Each product is drawn in local units — origin = the front
 * point of its footprint on the floor, roughly 10 units per cm like DIMS — and
 * scaled into the scene, so strokes and blurs match the bottle illustrations.
 */
const CAT_FLOOR = 800;
const CAT_PERSP = 0.17;

const CAT_COLORS = {
  sage: '#98ad92',
  sand: '#d8c4a3',
  black: '#2c2d30',
  white: '#f2f1ed',
  pink: '#f2a5b8',
  sky: '#86c6ea',
  grey: '#8d949a',
  mint: '#a4dac4',
  navy: COLORS.blue,
  ocean: '#1f6ea3',
  charcoal: '#3a3f45',
  coral: COLORS.coral,
};

/** Soft studio sweep for catalogue shots, faintly tinted towards the product colour. */
function catalogBg(tint) {
  return studioBg('cat', {
    top: mix('#f6f4f0', tint, 0.05),
    mid: mix('#eeebe5', tint, 0.06),
    floor: mix('#e2ddd5', tint, 0.08),
    horizon: 0.66,
  });
}

/** A catalogue scene: background + whatever build() draws ({ defs, svg }). */
function catalogScene(tint, build) {
  return (out) => {
    const bg = catalogBg(tint);
    const p = build();
    return svgDoc(960, out, out, bg.defs + p.defs, bg.svg + p.svg);
  };
}

const place = (x, y, s, inner, rotate = 0) =>
  `<g transform="translate(${f(x)} ${f(y)})${rotate ? ` rotate(${rotate})` : ''} scale(${s})">${inner}</g>`;

/** Small brand mark: drop + "AquaLite" (+ an optional capacity line), centred on x. */
function wordmarkSvg(x, y, fs, ink, sub = '') {
  return `
    <g opacity="0.92">
      <path d="${DROP_PATH}" transform="translate(${f(x)} ${f(y - fs * 1.55)}) scale(${f(fs * 0.42)})" fill="${ink}"/>
      <text x="${f(x)}" y="${f(y)}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${f(fs)}" letter-spacing="${f(fs * 0.048)}" fill="${ink}">AquaLite</text>${
        sub
          ? `
      <text x="${f(x)}" y="${f(y + fs * 1.05)}" text-anchor="middle" font-family="sans-serif" font-size="${f(fs * 0.42)}" letter-spacing="${f(fs * 0.133)}" fill="${ink}" opacity="0.75">${sub}</text>`
          : ''
      }
    </g>`;
}

/**
 * Tapered cylinder silhouette: bottom half-width wb (front point at y=0), top
 * half-width wt with the top ellipse centred at y=-h.
 */
function cylPath(wb, wt, h, persp) {
  const eb = f(wb * persp);
  const et = f(wt * persp);
  return `M${-wb},${-eb}L${-wt},${-h}A${wt},${et} 0 0 1 ${wt},${-h}L${wb},${-eb}A${wb},${eb} 0 0 1 ${-wb},${-eb}Z`;
}

/** Vertical grip ridges evenly spaced around a cylinder of half-width hw. */
function ridgeLines(hw, y0, y1, n, sw, op = 0.1) {
  let out = '';
  for (let i = 1; i < n; i++) {
    const x = f(-hw * Math.cos((Math.PI * i) / n));
    out += `<line x1="${x}" y1="${f(y0)}" x2="${x}" y2="${f(y1)}" stroke="#000" stroke-opacity="${op}" stroke-width="${sw}"/>`;
  }
  return out;
}

/**
 * Shading laid over a (tapered) cylinder, to be used inside its clip: matte
 * grain, top/bottom falloff, a soft specular stripe, a rim light and the dark
 * band at the foot.
 */
function cylShade(wb, wt, h, persp, { spec = 0.42, matte = 0.07, rim = 0.16, foot = 0.16, top = h + 6 } = {}) {
  const w = Math.max(wb, wt);
  const e = f(wb * persp);
  const stripe = (u0, u1, y0, y1) =>
    `M${f(u0 * wb)},${f(y0)}L${f(u0 * wt)},${f(y1)}L${f(u1 * wt)},${f(y1)}L${f(u1 * wb)},${f(y0)}Z`;
  return `
      ${matte ? `<rect x="${-w}" y="${-top}" width="${2 * w}" height="${top}" filter="url(#matte)" opacity="${matte}"/>` : ''}
      <rect x="${-w}" y="${-top}" width="${2 * w}" height="${top}" fill="url(#vshade)"/>
      ${spec ? `<path d="${stripe(-0.6, -0.4, -6, -h + 4)}" fill="url(#spec)" opacity="${spec}" filter="url(#blur2)"/>` : ''}
      ${rim ? `<path d="${stripe(0.74, 0.81, -10, -h + 8)}" fill="url(#spec)" opacity="${rim}" filter="url(#blur1)"/>` : ''}
      <path d="M${wb},${f(-e - 4)}A${wb},${e} 0 0 1 ${-wb},${f(-e - 4)}L${-wb},${-e}A${wb},${e} 0 0 0 ${wb},${-e}Z" fill="#000" opacity="${foot}"/>`;
}

/** Top-face gradient (light from the upper left). */
function topGradient(id, c, { lo = 0.1, hi = 0.22 } = {}) {
  return `
  <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${lighten(c, hi)}"/>
    <stop offset="1" stop-color="${darken(c, lo)}"/>
  </linearGradient>`;
}

/**
 * A straight plastic cylinder with its top face showing (cap, lid, collar):
 * bottom front point at local y=0, height h. Returns { defs, svg, top } where
 * top is the y of the top-face centre.
 */
function lidCyl(id, { hw, h, color, persp = CAT_PERSP, ridges = 0, hi = 0.26, spec = 0.35 }) {
  const e = f(hw * persp);
  const path = cylPath(hw, hw, h, persp);
  const defs = `
  ${cylGradient(id, color, { hi })}
  ${topGradient(id + 'T', color)}
  <clipPath id="${id}C"><path d="${path}"/></clipPath>`;
  const svg = `
    <path d="${path}" fill="url(#${id})"/>
    <g clip-path="url(#${id}C)">
      ${ridges ? ridgeLines(hw, -h + e + 1, 0, ridges, f(hw / 28), 0.1) : ''}
      <rect x="${-hw}" y="${-h - e}" width="${2 * hw}" height="${f(h + e)}" fill="url(#vshade)"/>
      ${spec ? `<rect x="${f(-hw * 0.56)}" y="${f(-h + 2)}" width="${f(hw * 0.2)}" height="${f(h - 3)}" fill="url(#spec)" opacity="${spec}" filter="url(#blur1)"/>` : ''}
      <path d="M${-hw},${f(-e + 1)}A${hw},${e} 0 0 0 ${hw},${f(-e + 1)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="${f(hw / 18)}"/>
    </g>
    <ellipse cx="0" cy="${-h}" rx="${hw}" ry="${e}" fill="url(#${id}T)"/>
    <ellipse cx="0" cy="${-h}" rx="${f(hw - hw / 30)}" ry="${f(e - hw / 70)}" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="${f(hw / 40)}"/>`;
  return { defs, svg, top: -h };
}

/** Stainless band (neck ring / lip): half-width hw, height h, bottom front point at y=0. */
function steelBand(hw, h, persp = CAT_PERSP) {
  const e = f(hw * persp);
  return (
    `<path d="${cylPath(hw, hw, h, persp)}" fill="url(#steel)"/>` +
    `<path d="M${-hw},${f(-e + 0.5)}A${hw},${e} 0 0 0 ${hw},${f(-e + 0.5)}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="1"/>`
  );
}

/** Scattered specks for a ceramic-look glaze (deterministic). */
function speckles(seed, hw, h, n, c) {
  const rnd = mulberry32(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = (rnd() * 2 - 1) * hw;
    const y = -4 - rnd() * (h - 6);
    const r = 0.25 + rnd() * 0.45;
    const dark = rnd() < 0.6;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${dark ? darken(c, 0.5) : '#fff'}" opacity="${f(0.18 + rnd() * 0.22)}"/>`;
  }
  return out;
}

/** Floor shadow for a catalogue product (scene px). */
const catShadow = (x, y, w, opts = {}) => floorShadow(x, y, w, { strength: 0.85, persp: CAT_PERSP, ...opts });

/* 350 ml ceramic-look travel mug with lid. */
function travelMug(color, ink) {
  return () => {
    const P = CAT_PERSP;
    const [wb, wt, h] = [37, 43, 122];
    const lidC = darken(color, 0.3);
    const body = cylPath(wb, wt, h, P);
    const sideX = (y) => wb + ((wt - wb) * -y) / h;
    const lid = lidCyl('mL', { hw: 45.5, h: 17, color: lidC, hi: 0.3 });
    const lt = lid.top;
    const le = 45.5 * P;
    // C-shaped handle on the right, drawn behind the body so its ends tuck in.
    const h0 = -h + 22;
    const h1 = -h + 84;
    const handle = `M${f(sideX(h0) - 6)},${h0}C${f(sideX(h0) + 34)},${h0 - 6} ${f(sideX(h1) + 36)},${h1 - 4} ${f(sideX(h1) - 6)},${h1}`;
    const defs = `
  ${cylGradient('mB', color, { hi: 0.2 })}
  <clipPath id="mBC"><path d="${body}"/></clipPath>
  ${lid.defs}`;
    const inner = `
    <path d="${handle}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="13" stroke-linecap="round"/>
    <path d="${handle}" fill="none" stroke="${darken(color, 0.06)}" stroke-width="10" stroke-linecap="round"/>
    <path d="${handle}" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="2.4" stroke-linecap="round" transform="translate(-1.6 -2)" opacity="0.7" filter="url(#blur1)"/>
    <path d="${body}" fill="url(#mB)"/>
    <g clip-path="url(#mBC)">
      ${speckles(35, wt, h, 150, color)}
      ${cylShade(wb, wt, h, P, { spec: 0.26, matte: 0.05, rim: 0.1 })}
      ${wordmarkSvg(0, -h * 0.5, 10, ink, '350 ML')}
    </g>
    <g transform="translate(0 ${f(-h + wt * P + 2)})">
      ${lid.svg}
      <ellipse cx="0" cy="${lt}" rx="36" ry="${f(36 * P)}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.6"/>
      <ellipse cx="0" cy="${f(lt + 0.6)}" rx="36" ry="${f(36 * P)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="1"/>
      <rect x="-10" y="${f(lt + le * 0.42)}" width="20" height="3.6" rx="1.8" fill="#141414" opacity="0.78"/>
      <rect x="-9" y="${f(lt + le * 0.42 + 2.4)}" width="18" height="1" rx="0.5" fill="#fff" opacity="0.22"/>
      <circle cx="0" cy="${f(lt - le * 0.55)}" r="1.5" fill="#141414" opacity="0.6"/>
    </g>`;
    const s = 3.55;
    const x = 480 - 14 * s;
    return { defs, svg: catShadow(x, CAT_FLOOR, 2 * wb * s) + place(x, CAT_FLOOR, s, inner) };
  };
}

/* 600 ml tumbler with straw lid (matte finish). */
function tumbler(color, ink, lidC) {
  return () => {
    const P = CAT_PERSP;
    const [wb, wt, h] = [33, 46, 180];
    const body = cylPath(wb, wt, h, P);
    const lipY = -h + f(wt * P) + 1;
    const lid = lidCyl('tL', { hw: 47.5, h: 13, color: lidC, hi: 0.2, spec: 0.25 });
    const lt = lid.top;
    const defs = `
  ${cylGradient('tB', color, { hi: 0.26 })}
  <clipPath id="tBC"><path d="${body}"/></clipPath>
  ${lid.defs}
  <linearGradient id="tS" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#6a7076"/><stop offset="0.3" stop-color="#eef1f3"/><stop offset="0.55" stop-color="#aab1b7"/><stop offset="1" stop-color="#5a6066"/>
  </linearGradient>`;
    const strawH = 84;
    const inner = `
    <path d="${body}" fill="url(#tB)"/>
    <g clip-path="url(#tBC)">
      ${cylShade(wb, wt, h, P, { spec: 0.22, matte: 0.12, rim: 0.1 })}
      ${wordmarkSvg(0, -h * 0.56, 10.5, ink, '600 ML')}
    </g>
    <g transform="translate(0 ${f(lipY)})">
      ${steelBand(46.6, 4)}
    </g>
    <g transform="translate(0 ${f(lipY - 3.2)})">
      ${lid.svg}
      <ellipse cx="0" cy="${lt}" rx="39" ry="${f(39 * P)}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="1.4"/>
      <g transform="translate(0 ${lt}) rotate(8)">
        <rect x="-3.6" y="${-strawH}" width="7.2" height="${strawH}" fill="url(#tS)"/>
        <ellipse cx="0" cy="${-strawH}" rx="3.6" ry="1" fill="#3c4248"/>
        <ellipse cx="0" cy="${f(-strawH + 0.1)}" rx="3.6" ry="1" fill="none" stroke="#dfe3e6" stroke-width="0.8"/>
      </g>
      <ellipse cx="0" cy="${f(lt + 0.4)}" rx="8" ry="2.4" fill="${darken(lidC, 0.35)}"/>
      <path d="M-8,${f(lt + 0.4)}A8,2.4 0 0 0 8,${f(lt + 0.4)}" fill="none" stroke="${lighten(lidC, 0.25)}" stroke-width="1.2"/>
    </g>`;
    const s = 2.32;
    const x = 480 - 6 * s;
    return { defs, svg: catShadow(x, CAT_FLOOR, 2 * wb * s) + place(x, CAT_FLOOR, s, inner) };
  };
}

/* 350 ml kids bottle with flip straw and handle. */
function kidsBottle(color) {
  return () => {
    const P = CAT_PERSP;
    const d = { W: 76, bodyH: 124, shoulderH: 20, neckW: 62 };
    const body = bodyPath(d, P);
    const ys = -d.bodyH - d.shoulderH;
    const capC = darken(color, 0.18);
    const cap = lidCyl('kC', { hw: 32.5, h: 25, color: capC, ridges: 24 });
    const ct = cap.top;
    // bubbles printed on the body
    const rnd = mulberry32(7);
    let bubbles = '';
    for (let i = 0; i < 9; i++) {
      const r = 2 + rnd() * 4.5;
      bubbles += `<circle cx="${f(-26 + rnd() * 58)}" cy="${f(-10 - rnd() * 34)}" r="${f(r)}" fill="none" stroke="#fff" stroke-width="1.3" opacity="${f(0.35 + rnd() * 0.3)}"/>`;
    }
    const arch = `M-27,${ct + 4}C-33,${ct - 44} 33,${ct - 44} 27,${ct + 4}`;
    const defs = `
  ${cylGradient('kB', color, { hi: 0.3 })}
  <clipPath id="kBC"><path d="${body}"/></clipPath>
  ${cap.defs}
  <linearGradient id="kS" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#d9cfc8"/><stop offset="0.3" stop-color="#fffaf6"/><stop offset="0.7" stop-color="#efe6df"/><stop offset="1" stop-color="#c9beb6"/>
  </linearGradient>`;
    const inner = `
    <path d="${body}" fill="url(#kB)"/>
    <g clip-path="url(#kBC)">
      ${cylShade(38, 38, d.bodyH + d.shoulderH, P, { spec: 0.45 })}
      ${bubbles}
      ${wordmarkSvg(0, -d.bodyH * 0.6, 10.5, '#fff', '350 ML')}
    </g>
    <g transform="translate(0 ${f(ys + 31 * P + 2)})">
      ${steelBand(31, 5)}
    </g>
    <g transform="translate(0 ${f(ys + 31 * P - 2)})">
      <path d="${arch}" fill="none" stroke="${darken(capC, 0.3)}" stroke-width="8.4" stroke-linecap="round"/>
      <path d="${arch}" fill="none" stroke="${capC}" stroke-width="6.4" stroke-linecap="round"/>
      <path d="M-25,${ct - 8}C-25,${ct - 33} 11,${ct - 40} 18,${ct - 33}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.4" stroke-linecap="round"/>
      ${cap.svg}
      <rect x="-9" y="${ct - 4}" width="18" height="7" rx="2.5" fill="${darken(capC, 0.2)}"/>
      <g transform="translate(0 ${ct - 1}) rotate(-14)">
        <path d="M-5.6,0L-4.4,-26Q0,-31 4.4,-26L5.6,0Z" fill="url(#kS)" stroke="#b9ada4" stroke-width="0.8"/>
        <ellipse cx="0" cy="-27.6" rx="2" ry="0.9" fill="#8a7d74"/>
      </g>
    </g>`;
    const s = 2.9;
    return { defs, svg: catShadow(480, CAT_FLOOR, 76 * s) + place(480, CAT_FLOOR, s, inner) };
  };
}

/* Two-tier stainless lunch box: rounded-rectangle tiers seen from slightly above. */
function lunchBox(color, ink) {
  return () => {
    const hw = 98;
    const D = 52; // projected depth of the top face
    const r = 26;
    const ry = 9;
    const half = D / 2;
    /** front face of a tier whose top face is centred at yc, height H */
    const front = (yc, H) => {
      const yt = yc + half;
      const yb = yt + H;
      return (
        `M${-hw},${yt - ry}L${-hw},${yb - ry}A${r},${ry} 0 0 0 ${-hw + r},${yb}L${hw - r},${yb}A${r},${ry} 0 0 0 ${hw},${yb - ry}` +
        `L${hw},${yt - ry}A${r},${ry} 0 0 1 ${hw - r},${yt}L${-hw + r},${yt}A${r},${ry} 0 0 1 ${-hw},${yt - ry}Z`
      );
    };
    /** the front edge (lower half of a top face) at y */
    const edge = (y) => `M${-hw},${y - ry}A${r},${ry} 0 0 0 ${-hw + r},${y}L${hw - r},${y}A${r},${ry} 0 0 0 ${hw},${y - ry}`;
    const H1 = 54;
    const H2 = 50;
    const H3 = 19;
    const yc1 = -half - H1;
    const yc2 = yc1 - H2;
    const yc3 = yc2 - H3;
    const defs = `
  <linearGradient id="lbF" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${darken(color, 0.42)}"/>
    <stop offset="0.035" stop-color="${darken(color, 0.12)}"/>
    <stop offset="0.085" stop-color="${lighten(color, 0.3)}"/>
    <stop offset="0.16" stop-color="${lighten(color, 0.08)}"/>
    <stop offset="0.6" stop-color="${color}"/>
    <stop offset="0.9" stop-color="${darken(color, 0.14)}"/>
    <stop offset="0.965" stop-color="${darken(color, 0.36)}"/>
    <stop offset="1" stop-color="${darken(color, 0.22)}"/>
  </linearGradient>
  ${topGradient('lbT', color, { lo: 0.04, hi: 0.3 })}`;
    const tier = (yc, H, op = 1) => `
      <path d="${front(yc, H)}" fill="url(#lbF)" opacity="${op}"/>
      <path d="${front(yc, H)}" fill="url(#vshade)"/>`;
    const seam = (y) => `
      <path d="${edge(y)}" fill="none" stroke="#5c6268" stroke-width="4.2"/>
      <path d="${edge(y)}" fill="none" stroke="#d9dde1" stroke-width="2.4"/>
      <path d="${edge(y - 0.7)}" fill="none" stroke="#fff" stroke-width="0.6" opacity="0.8"/>`;
    const clip = (side) => {
      const x = side * (hw + 1.5);
      const y0 = yc3 + half - 6;
      const y1 = yc2 + half + 22;
      return `
      <rect x="${f(x - 3.6)}" y="${y0}" width="7.2" height="${y1 - y0}" rx="3" fill="#585e64"/>
      <rect x="${f(x - 2.8)}" y="${y0 + 0.8}" width="5.6" height="${y1 - y0 - 1.6}" rx="2.4" fill="url(#steel)"/>
      <circle cx="${x}" cy="${y1 - 6}" r="1.5" fill="#4a5056"/>`;
    };
    const inner = `
    ${tier(yc1, H1)}
    ${tier(yc2, H2)}
    ${seam(yc1 + half)}
    ${tier(yc3, H3)}
    ${seam(yc2 + half)}
    <path d="${edge(yc3 + half + 2.2)}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="1.2"/>
    <rect x="${-hw}" y="${yc3 - half}" width="${2 * hw}" height="${D}" rx="${r}" ry="${ry}" fill="url(#lbT)"/>
    <rect x="${-hw + 12}" y="${yc3 - half + 6}" width="${2 * hw - 24}" height="${D - 12}" rx="${r - 10}" ry="${ry - 3}" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="1.6"/>
    <rect x="${-hw + 12}" y="${yc3 - half + 6.8}" width="${2 * hw - 24}" height="${D - 12}" rx="${r - 10}" ry="${ry - 3}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="1"/>
    <path d="M${-hw + 6},${yc3 - half + ry - 2}A${r},${ry} 0 0 1 ${-hw + r},${yc3 - half + 1.2}L${hw * 0.2},${yc3 - half + 1.2}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="1.2"/>
    ${wordmarkSvg(0, yc2 + half + H2 * 0.58, 11, ink)}
    ${clip(-1)}
    ${clip(1)}`;
    const s = 2.72;
    return {
      defs,
      svg:
        floorShadow(480, CAT_FLOOR, 2 * hw * s, { strength: 0.8, persp: 0.2 }) + place(480, CAT_FLOOR, s, inner),
    };
  };
}

/* 500 ml insulated food jar. */
function foodJar(color) {
  return () => {
    const P = CAT_PERSP;
    const d = { W: 94, bodyH: 92, shoulderH: 12, neckW: 86 };
    const body = bodyPath(d, P);
    const ys = -d.bodyH - d.shoulderH;
    const capC = darken(color, 0.1);
    const cap = lidCyl('jC', { hw: 47.5, h: 36, color: capC, ridges: 40 });
    const defs = `
  ${cylGradient('jB', color)}
  <clipPath id="jBC"><path d="${body}"/></clipPath>
  ${cap.defs}`;
    const inner = `
    <path d="${body}" fill="url(#jB)"/>
    <g clip-path="url(#jBC)">
      ${cylShade(47, 47, d.bodyH + d.shoulderH, P)}
      ${wordmarkSvg(0, -d.bodyH * 0.52, 11.5, '#fff', '500 ML')}
    </g>
    <g transform="translate(0 ${f(ys + 43 * P + 1.5)})">${steelBand(43, 8)}</g>
    <g transform="translate(0 ${f(ys + 43 * P - 5.5)})">
      ${cap.svg}
      <ellipse cx="0" cy="${cap.top}" rx="38" ry="${f(38 * P)}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.4"/>
      <ellipse cx="0" cy="${f(cap.top + 0.7)}" rx="38" ry="${f(38 * P)}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="1"/>
    </g>`;
    const s = 3.55;
    return { defs, svg: catShadow(480, CAT_FLOOR, 94 * s) + place(480, CAT_FLOOR, s, inner) };
  };
}

/* 1000 ml large bottle (the standard bottle drawing, bigger). */
function bigBottle(color) {
  return () => {
    const s = 1.84;
    const b = bottle({ id: 'L', color, size: 1000, x: 480, y: CAT_FLOOR, s });
    return { defs: b.defs, svg: floorShadow(480, CAT_FLOOR, DIMS[1000].W * s, { strength: 0.85 }) + b.svg };
  };
}

/** A translucent silicone/plastic straw lying along +x (length len, width w), axis at y=0. */
function clearStraw(len, w) {
  const hw = w / 2;
  return `
      <rect x="0" y="${-hw}" width="${len}" height="${w}" rx="${f(hw * 0.3)}" fill="#e9f1f6" fill-opacity="0.55" stroke="#8fa3b1" stroke-opacity="0.7" stroke-width="0.7"/>
      <rect x="1" y="${f(-hw * 0.5)}" width="${len - 2}" height="${f(hw * 0.5)}" fill="#fff" opacity="0.7"/>
      <rect x="1" y="${f(hw * 0.45)}" width="${len - 2}" height="${f(hw * 0.3)}" fill="#6f8594" opacity="0.25"/>
      <ellipse cx="${len}" cy="0" rx="${f(hw * 0.35)}" ry="${hw}" fill="#d3dee6" stroke="#8fa3b1" stroke-width="0.6"/>`;
}

/* Straw lid accessory: lid with carry handle and silicone mouthpiece, plus its straw. */
function strawLid() {
  return () => {
    const c = CAT_COLORS.charcoal;
    const cap = lidCyl('sL', { hw: 31, h: 27, color: c, ridges: 26 });
    const ct = cap.top;
    const arch = `M-27,${ct + 5}C-33,${ct - 46} 33,${ct - 46} 27,${ct + 5}`;
    const collar = lidCyl('sK', { hw: 10, h: 6, color: darken(c, 0.1), hi: 0.3, spec: 0 });
    const defs = `
  ${cap.defs}
  ${collar.defs}
  <linearGradient id="sM" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#b9c3ca"/><stop offset="0.3" stop-color="#f7fafc"/><stop offset="0.65" stop-color="#dde4e9"/><stop offset="1" stop-color="#a9b4bc"/>
  </linearGradient>`;
    const inner = `
      <path d="${arch}" fill="none" stroke="${darken(c, 0.45)}" stroke-width="9" stroke-linecap="round"/>
      <path d="${arch}" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/>
      <path d="M-25,${ct - 10}C-24,${ct - 34} 10,${ct - 40} 18,${ct - 34}" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="1.4" stroke-linecap="round"/>
      ${cap.svg}
      <ellipse cx="0" cy="${ct}" rx="24" ry="${f(24 * CAT_PERSP)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"/>
      ${wordmarkSvg(0, -9.5, 6.4, '#fff')}
      <g transform="translate(0 ${f(ct + 10 * CAT_PERSP)})">
        ${collar.svg}
        <g transform="translate(0 ${collar.top}) rotate(-10)">
          <path d="M-5,1L-4,-20C-4,-24 -2,-25 0,-25C2,-25 4,-24 4,-20L5,1Z" fill="url(#sM)" stroke="#93a0a9" stroke-width="0.7"/>
          <ellipse cx="0" cy="-23.6" rx="1.8" ry="0.8" fill="#6d7a84"/>
        </g>
      </g>`;
    const s = 5.2;
    const floor = 742;
    const strawY = 846;
    return {
      defs,
      svg:
        catShadow(480, floor, 62 * s) +
        place(480, floor, s, inner) +
        `<ellipse cx="480" cy="${strawY + 16}" rx="330" ry="9" fill="#2a221c" opacity="0.22" filter="url(#shadowBlur)" transform="rotate(-3 480 ${strawY})"/>` +
        place(150, strawY + 17, 4.6, clearStraw(144, 6.6), -3),
    };
  };
}

/* Sports spout cap accessory. */
function sportCap() {
  return () => {
    const c = CAT_COLORS.navy;
    const cap = lidCyl('pC', { hw: 31, h: 30, color: c, ridges: 26 });
    const ct = cap.top;
    const collar = lidCyl('pK', { hw: 14, h: 8, color: darken(c, 0.05), hi: 0.32 });
    const nozzle = cylPath(8.6, 6.4, 23, CAT_PERSP);
    const loop = `M-16,${ct + 3}C-20,${ct - 30} 20,${ct - 30} 16,${ct + 3}`;
    const defs = `
  ${cap.defs}
  ${collar.defs}
  ${cylGradient('pN', '#e3e8ec', { hi: 0.6 })}`;
    const inner = `
      <path d="${loop}" fill="none" stroke="${darken(c, 0.4)}" stroke-width="7.4" stroke-linecap="round"/>
      <path d="${loop}" fill="none" stroke="${lighten(c, 0.06)}" stroke-width="5.6" stroke-linecap="round"/>
      ${cap.svg}
      ${wordmarkSvg(0, -10.5, 7, '#fff')}
      <g transform="translate(0 ${f(ct + 14 * CAT_PERSP + 1)})">
        ${collar.svg}
        <g transform="translate(0 ${f(collar.top + 8.2 * CAT_PERSP + 0.6)})">
          <path d="${nozzle}" fill="url(#pN)" stroke="#9aa5ad" stroke-width="0.5"/>
          <path d="M-7.6,-11A7.6,1.3 0 0 0 7.6,-11" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="0.9"/>
          <path d="M-7.2,-14A7.2,1.2 0 0 0 7.2,-14" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="0.9"/>
          <ellipse cx="0" cy="-23" rx="6.4" ry="${f(6.4 * CAT_PERSP)}" fill="#f4f7f9" stroke="#9aa5ad" stroke-width="0.5"/>
          <ellipse cx="0" cy="-23" rx="2.2" ry="0.7" fill="#5b6770"/>
          <path d="M-8.4,-3A8.4,1.4 0 0 0 8.4,-3" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="1"/>
        </g>
      </g>`;
    const s = 5.4;
    const floor = 748;
    return { defs, svg: catShadow(480, floor, 62 * s) + place(480, floor, s, inner) };
  };
}

/* Bottle cleaning brush set: bottle brush, straw brush, detail brush, lying on the floor. */
function brushSet() {
  return () => {
    const rnd = mulberry32(31);
    /** bristle head along +x from x0 to x1, radius r (axis y=0), domed towards the tip */
    const bristles = (id, x0, x1, r, c) => {
      const prof = (x) => {
        const t = Math.min(1, Math.max(0, (x1 - x) / (r * 0.9)));
        return r * Math.sqrt(t * (2 - t)) * Math.min(1, 0.6 + (x - x0) / r);
      };
      let top = '';
      let bot = '';
      for (let x = x0; x <= x1; x += 2) {
        top += `${top ? 'L' : 'M'}${f(x)},${f(-prof(x))}`;
        bot = `L${f(x)},${f(prof(x))}` + bot;
      }
      const outline = `${top}L${x1},0${bot}Z`;
      let out = `<clipPath id="${id}"><path d="${outline}"/></clipPath><path d="${outline}" fill="${c}"/>`;
      let lines = '';
      for (let x = x0 + 1; x < x1 - 0.5; x += 1.6) {
        const rr = prof(x) * (0.9 + rnd() * 0.16);
        lines += `<line x1="${f(x + rnd() - 0.5)}" y1="${f(-rr)}" x2="${f(x + rnd() - 0.5)}" y2="${f(rr)}" stroke="${darken(c, 0.24)}" stroke-width="0.55" opacity="0.75"/>`;
      }
      out += lines;
      out += `<g clip-path="url(#${id})">
        <rect x="${x0}" y="${f(-r * 0.62)}" width="${x1 - x0}" height="${f(r * 0.38)}" fill="#fff" opacity="0.4" filter="url(#blur1)"/>
        <rect x="${x0}" y="${f(r * 0.35)}" width="${x1 - x0}" height="${f(r * 0.7)}" fill="#000" opacity="0.1"/>
      </g>`;
      return out;
    };
    const wire = (x0, x1, w) =>
      `<rect x="${x0}" y="${-w / 2}" width="${x1 - x0}" height="${w}" rx="${w / 2}" fill="url(#steelV)"/>` +
      `<line x1="${x0}" y1="0" x2="${x1}" y2="0" stroke="#4a5056" stroke-width="${f(w * 0.45)}" stroke-dasharray="${f(w * 0.5)} ${f(w * 0.5)}" opacity="0.45"/>`;
    /** tapered handle along +x, 0..len, thickness t0 -> t1, with a hanging hole */
    const handle = (len, t0, t1, grad) =>
      `<path d="M${t0 / 2},${-t0 / 2}L${len},${-t1 / 2}L${len},${t1 / 2}L${t0 / 2},${t0 / 2}A${t0 / 2},${t0 / 2} 0 0 1 ${t0 / 2},${-t0 / 2}Z" fill="url(#${grad})"/>` +
      `<ellipse cx="${f(t0 * 0.75)}" cy="0" rx="${f(t0 * 0.32)}" ry="${f(t0 * 0.22)}" fill="#2a2522" opacity="0.5"/>`;
    const defs = `
  <linearGradient id="bH1" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${lighten(COLORS.blue, 0.3)}"/><stop offset="0.35" stop-color="${COLORS.blue}"/><stop offset="1" stop-color="${darken(COLORS.blue, 0.45)}"/>
  </linearGradient>
  <linearGradient id="bH2" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${lighten(COLORS.coral, 0.35)}"/><stop offset="0.35" stop-color="${COLORS.coral}"/><stop offset="1" stop-color="${darken(COLORS.coral, 0.4)}"/>
  </linearGradient>`;
    // 1. bottle brush (~30 cm)
    const big = `
      ${wire(140, 290, 3)}
      ${bristles('bb1', 166, 288, 21, '#efeae2')}
      ${handle(146, 16, 11, 'bH1')}
      <text x="82" y="3.4" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="9" letter-spacing="0.45" fill="#fff" opacity="0.9">AquaLite</text>
      <path d="${DROP_PATH}" transform="translate(54 0.6) scale(4.2)" fill="#fff" opacity="0.9"/>`;
    // 2. straw brush (~25 cm): twisted wire with a bristle head at each end
    const straw = `
      ${wire(0, 250, 2.2)}
      <circle cx="0" cy="0" r="4.5" fill="none" stroke="#8b9298" stroke-width="1.6"/>
      ${bristles('bb2', 200, 248, 6, '#f2eee8')}
      ${bristles('bb3', 10, 42, 5, '#f2eee8')}`;
    // 3. detail brush (~15 cm) with a small tuft and a bristle tip
    const small = `
      ${wire(96, 130, 2.6)}
      ${bristles('bb4', 112, 148, 8, '#efeae2')}
      ${handle(102, 13, 9, 'bH2')}`;
    const s = 2.62;
    const items = [
      { y: 430, x: 130, rot: -8, body: straw, r: 6, len: 250 },
      { y: 585, x: 95, rot: -8, body: big, r: 21, len: 290 },
      { y: 735, x: 250, rot: -8, body: small, r: 8, len: 148 },
    ];
    let svg = '';
    for (const it of items) {
      // contact shadow under each lying brush
      svg += `<g transform="translate(${it.x} ${it.y}) rotate(${it.rot})">
        <rect x="${f(10 * s)}" y="${f(it.r * s * 0.7)}" width="${f(0.9 * it.len * s)}" height="${f(it.r * s * 0.6 + 6)}" rx="10" fill="#2a221c" opacity="0.22" filter="url(#shadowBlur)"/>
      </g>`;
      svg += place(it.x, it.y, s, it.body, it.rot);
    }
    return { defs, svg };
  };
}

/** Stitched webbing along a path: dashed edge stitching via two stacked strokes. */
function webbing(d, w, c) {
  return `
      <path d="${d}" fill="none" stroke="${darken(c, 0.3)}" stroke-width="${f(w + 1.4)}"/>
      <path d="${d}" fill="none" stroke="${c}" stroke-width="${w}"/>
      <path d="${d}" fill="none" stroke="${lighten(c, 0.45)}" stroke-width="${f(w - 2.4)}" stroke-dasharray="2.2 1.6"/>
      <path d="${d}" fill="none" stroke="${c}" stroke-width="${f(w - 3.6)}"/>
      <path d="${d}" fill="none" stroke="${lighten(c, 0.16)}" stroke-width="${f(w * 0.3)}" opacity="0.5" transform="translate(-0.6 -0.6)"/>`;
}

/* Neoprene bottle sleeve (heather grey) with a side carry loop. */
function sleeve(color) {
  return () => {
    const P = CAT_PERSP;
    const [hw, h] = [38, 150];
    const e = f(hw * P);
    const body = cylPath(hw, hw, h, P);
    const bandH = 8;
    const loop = `M${hw - 3},${-h + 30}C${hw + 34},${-h + 26} ${hw + 36},${-h + 92} ${hw - 3},${-h + 90}`;
    const defs = `
  ${cylGradient('vB', color, { hi: 0.22 })}
  <clipPath id="vBC"><path d="${body}"/></clipPath>
  <filter id="heather" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="11" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -2.2 1.5"/>
  </filter>
  <linearGradient id="vI" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1e2023"/><stop offset="1" stop-color="#3b3f44"/>
  </linearGradient>`;
    const inner = `
    ${webbing(loop, 9, darken(color, 0.3))}
    <path d="${body}" fill="url(#vB)"/>
    <g clip-path="url(#vBC)">
      <rect x="${-hw}" y="${-h - 6}" width="${2 * hw}" height="${h + 6}" filter="url(#heather)" opacity="0.22"/>
      ${cylShade(hw, hw, h, P, { spec: 0.18, matte: 0, rim: 0.08, foot: 0.1 })}
      <path d="M${-hw},${f(-e - 7)}A${hw},${e} 0 0 0 ${hw},${f(-e - 7)}" fill="none" stroke="${lighten(color, 0.5)}" stroke-width="0.9" stroke-dasharray="2.2 1.6" opacity="0.7"/>
      <path d="M${-hw},${f(-h + bandH)}A${hw},${e} 0 0 0 ${hw},${f(-h + bandH)}L${hw},${-h - 4}L${-hw},${-h - 4}Z" fill="${darken(color, 0.32)}" opacity="0.85"/>
      <path d="M${-hw},${f(-h + bandH * 0.5)}A${hw},${e} 0 0 0 ${hw},${f(-h + bandH * 0.5)}" fill="none" stroke="${lighten(color, 0.4)}" stroke-width="0.8" stroke-dasharray="2.2 1.6" opacity="0.8"/>
      ${wordmarkSvg(0, -h * 0.5, 11, '#fff')}
    </g>
    <ellipse cx="0" cy="${-h}" rx="${hw}" ry="${e}" fill="${darken(color, 0.4)}"/>
    <ellipse cx="0" cy="${f(-h + 0.8)}" rx="${hw - 2.4}" ry="${f(e - 1.6)}" fill="url(#vI)"/>`;
    const s = 3.35;
    const x = 480 - 14 * s;
    return { defs, svg: catShadow(x, CAT_FLOOR, 2 * hw * s) + place(x, CAT_FLOOR, s, inner) };
  };
}

/** Point and tangent angle (deg) of a cubic Bézier at t. */
function cubicAt(p0, p1, p2, p3, t) {
  const u = 1 - t;
  const pt = (i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  const dt = (i) => 3 * u * u * (p1[i] - p0[i]) + 6 * u * t * (p2[i] - p1[i]) + 3 * t * t * (p3[i] - p2[i]);
  return { x: pt(0), y: pt(1), a: (Math.atan2(dt(1), dt(0)) * 180) / Math.PI };
}

/* Bottle carry strap: silicone neck ring + stitched webbing loop with a slider. */
function carryStrap(color) {
  return () => {
    const ringRx = 38;
    const ringRy = 11.5;
    const rc = -(ringRy + 5.5); // ring centre: the ring lies on the floor
    const fy = rc + ringRy; // its front edge, where the strap is riveted on
    const L = [[-10, fy - 6], [-150, -130], [-104, -268], [0, -268]];
    const R = [[0, -268], [104, -268], [150, -130], [10, fy - 6]];
    const loop = `M${L[0]}C${L[1]} ${L[2]} ${L[3]}C${R[1]} ${R[2]} ${R[3]}`;
    const slider = cubicAt(...R, 0.5);
    const label = cubicAt(...L, 0.4);
    const ringC = darken(color, 0.08);
    const defs = '';
    const inner = `
      <path d="M${-ringRx},${rc}A${ringRx},${ringRy} 0 0 1 ${ringRx},${rc}" fill="none" stroke="${darken(ringC, 0.35)}" stroke-width="10.6"/>
      <path d="M${-ringRx},${rc}A${ringRx},${ringRy} 0 0 1 ${ringRx},${rc}" fill="none" stroke="${darken(ringC, 0.12)}" stroke-width="9"/>
      ${webbing(loop, 17, color)}
      <g transform="translate(${f(slider.x)} ${f(slider.y)}) rotate(${f(slider.a)})">
        <rect x="-6" y="-11" width="12" height="22" rx="2.4" fill="#3a3f45"/>
        <rect x="-4.4" y="-9.4" width="8.8" height="18.8" rx="1.6" fill="url(#steelV)" opacity="0.35"/>
        <rect x="-1.2" y="-11" width="2.4" height="22" fill="#23272b"/>
      </g>
      <g transform="translate(${f(label.x)} ${f(label.y)}) rotate(${f(label.a + 180)})">
        <rect x="-23" y="-5.6" width="46" height="11.2" rx="1.2" fill="#fdf7f2"/>
        <text x="3" y="2.9" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="7.6" letter-spacing="0.35" fill="${darken(color, 0.35)}">AquaLite</text>
        <path d="${DROP_PATH}" transform="translate(-16.5 0.2) scale(3.4)" fill="${darken(color, 0.35)}"/>
      </g>
      <path d="M${ringRx},${rc}A${ringRx},${ringRy} 0 0 1 ${-ringRx},${rc}" fill="none" stroke="${darken(ringC, 0.35)}" stroke-width="10.6"/>
      <path d="M${ringRx},${rc}A${ringRx},${ringRy} 0 0 1 ${-ringRx},${rc}" fill="none" stroke="${ringC}" stroke-width="9"/>
      <path d="M${ringRx - 6},${f(rc + 5.4)}A${ringRx},${ringRy} 0 0 1 ${-ringRx + 6},${f(rc + 5.4)}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="1.6" transform="translate(0 -3.6)"/>
      <rect x="-13" y="${fy - 12}" width="26" height="16" rx="3" fill="${darken(color, 0.2)}"/>
      <rect x="-11" y="${f(fy - 10.6)}" width="22" height="4" rx="2" fill="#fff" opacity="0.18"/>
      <circle cx="-5.5" cy="${fy - 4}" r="1.8" fill="url(#steel)"/>
      <circle cx="5.5" cy="${fy - 4}" r="1.8" fill="url(#steel)"/>`;
    const s = 2.15;
    const floor = 784;
    return { defs, svg: catShadow(480, floor, 2 * ringRx * s, { cast: false }) + place(480, floor, s, inner) };
  };
}

const CATALOG = [
  ['mug-sage', travelMug(CAT_COLORS.sage, '#fff'), CAT_COLORS.sage],
  ['mug-sand', travelMug(CAT_COLORS.sand, darken(CAT_COLORS.sand, 0.55)), CAT_COLORS.sand],
  ['tumbler-black', tumbler(CAT_COLORS.black, '#fff', '#232427'), CAT_COLORS.black],
  ['tumbler-white', tumbler(CAT_COLORS.white, '#4a5058', '#e2e1dc'), CAT_COLORS.white],
  ['kids-pink', kidsBottle(CAT_COLORS.pink), CAT_COLORS.pink],
  ['kids-sky', kidsBottle(CAT_COLORS.sky), CAT_COLORS.sky],
  ['lunchbox-grey', lunchBox(CAT_COLORS.grey, '#fff'), CAT_COLORS.grey],
  ['lunchbox-mint', lunchBox(CAT_COLORS.mint, darken(CAT_COLORS.mint, 0.55)), CAT_COLORS.mint],
  ['foodjar-navy', foodJar(CAT_COLORS.navy), CAT_COLORS.navy],
  ['bottle1l-blue', bigBottle(CAT_COLORS.ocean), CAT_COLORS.ocean],
  ['bottle1l-black', bigBottle(CAT_COLORS.black), CAT_COLORS.black],
  ['strawlid', strawLid(), CAT_COLORS.charcoal],
  ['brushset', brushSet(), COLORS.blue],
  ['sleeve-grey', sleeve(CAT_COLORS.grey), CAT_COLORS.grey],
  ['sportcap', sportCap(), CAT_COLORS.navy],
  ['strap-coral', carryStrap(CAT_COLORS.coral), CAT_COLORS.coral],
].map(([name, build, tint]) => ({ name, svg: catalogScene(tint, build) }));

/* ----------------------------------------------------------- size chart */

/**
 * Language-neutral size chart (900x600): the 500 ml and 750 ml bottles side by
 * side at the same scale, dimensioned with numbers and unit symbols only. Text
 * is set in DejaVu Sans (on any plain Debian) with the generic sans-serif as
 * fallback, so no web fonts are involved.
 */
const CHART_FONT = `'DejaVu Sans', sans-serif`;
const CHART_INK = '#4a535e';
const CHART_SPECS = [
  { size: 500, color: COLORS.blue, x: 322, height: '24.5', diameter: '7.2', weight: '340' },
  { size: 750, color: COLORS.coral, x: 628, height: '28.0', diameter: '7.8', weight: '410' },
];

/** Dimension line from (x1,y1) to (x2,y2) with an arrowhead at both ends. */
function dimLine(x1, y1, x2, y2, { ink = CHART_INK, w = 1.6, head = 9 } = {}) {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const arrow = (x, y, ang) => {
    const p = (r, t) => `${f(x + r * Math.cos(ang + t))},${f(y + r * Math.sin(ang + t))}`;
    return `<path d="M${f(x)},${f(y)}L${p(head, 0.32)}L${p(head, -0.32)}Z" fill="${ink}"/>`;
  };
  return (
    `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${ink}" stroke-width="${w}"/>` +
    arrow(x1, y1, a) +
    arrow(x2, y2, a + Math.PI)
  );
}

/** Thin dashed extension line. */
const extLine = (x1, y1, x2, y2) =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${CHART_INK}" stroke-width="1" stroke-dasharray="4 3" opacity="0.55"/>`;

/** Weight icon (a kettlebell-style weight) centred on x, sitting on baseline y. */
function weightIcon(x, y, ink) {
  return (
    `<path d="M${f(x - 11)},${y}L${f(x - 8)},${y - 15}L${f(x + 8)},${y - 15}L${f(x + 11)},${y}Z" fill="${ink}"/>` +
    `<circle cx="${x}" cy="${y - 19}" r="4.4" fill="none" stroke="${ink}" stroke-width="2.4"/>`
  );
}

function chartText(x, y, size, content, { weight = 400, anchor = 'middle', fill = CHART_INK, rotate = 0 } = {}) {
  const tr = rotate ? ` transform="rotate(${rotate} ${f(x)} ${f(y)})"` : '';
  return `<text x="${f(x)}" y="${f(y)}" text-anchor="${anchor}" font-family="${CHART_FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${tr}>${content}</text>`;
}

function sizeChart(outW, outH) {
  const W = 900;
  const H = 600;
  const s = 1.2;
  const floorY = 452;
  let defs = `
  <linearGradient id="scbg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fbfaf8"/><stop offset="0.76" stop-color="#f3f1ed"/><stop offset="1" stop-color="#ebe8e3"/>
  </linearGradient>
  <radialGradient id="scglow" cx="0.5" cy="0.4" r="0.6">
    <stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </radialGradient>`;
  let body = `
  <rect width="${W}" height="${H}" fill="url(#scbg)"/>
  <rect width="${W}" height="${H}" fill="url(#scglow)"/>
  <line x1="150" y1="${floorY}" x2="750" y2="${floorY}" stroke="#d6d1c9" stroke-width="1.5"/>`;
  for (const spec of CHART_SPECS) {
    const d = DIMS[spec.size];
    const b = bottle({ id: `z${spec.size}`, color: spec.color, size: spec.size, x: spec.x, y: floorY, s });
    defs += b.defs;
    // top of the carry loop: cap top minus the loop's rise
    const top = floorY - (d.bodyH + d.shoulderH + d.ringH + d.capH + 12) * s;
    const hw = (d.W / 2) * s;
    const dimX = spec.x - hw - 44;
    const midY = (top + floorY) / 2;
    const dimY = floorY + 30;
    body +=
      floorShadow(spec.x, floorY, d.W * s, { strength: 0.7, small: true }) +
      b.svg +
      // height
      extLine(dimX - 8, top, spec.x - 8, top) +
      dimLine(dimX, top + 1, dimX, floorY - 1) +
      `<rect x="${f(dimX - 12)}" y="${f(midY - 42)}" width="24" height="84" fill="#f7f5f2"/>` +
      chartText(dimX + 7, midY, 19, `${spec.height} cm`, { rotate: -90 }) +
      // diameter
      extLine(spec.x - hw, floorY + 8, spec.x - hw, dimY + 8) +
      extLine(spec.x + hw, floorY + 8, spec.x + hw, dimY + 8) +
      dimLine(spec.x - hw + 1, dimY, spec.x + hw - 1, dimY, { head: 8 }) +
      chartText(spec.x, dimY + 31, 19, `<tspan font-size="25">\u2300</tspan> ${spec.diameter} cm`) +
      // capacity above, weight below
      chartText(spec.x, top - 22, 26, `${spec.size} ml`, { weight: 700, fill: spec.color }) +
      weightIcon(spec.x - 38, dimY + 78, CHART_INK) +
      chartText(spec.x - 20, dimY + 77, 19, `${spec.weight} g`, { anchor: 'start' });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}"><defs>${sharedDefs()}${defs}</defs>${body}</svg>`;
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
  { file: 'hero-1-800.webp', size: 800, max: 45_000, svg: hero1 },
  { file: 'hero-1-480.webp', size: 480, max: 25_000, svg: hero1 },
  { file: 'hero-2-960.webp', size: 960, max: 60_000, svg: hero2 },
  { file: 'hero-2-800.webp', size: 800, max: 45_000, svg: hero2 },
  { file: 'hero-2-480.webp', size: 480, max: 25_000, svg: hero2 },
  { file: 'hero-3-960.webp', size: 960, max: 60_000, svg: hero3 },
  { file: 'hero-3-800.webp', size: 800, max: 45_000, svg: hero3 },
  { file: 'hero-3-480.webp', size: 480, max: 25_000, svg: hero3 },
  { file: 'sku-blue-500.webp', size: 320, max: 15_000, svg: sku('blue', 500) },
  { file: 'sku-green-500.webp', size: 320, max: 15_000, svg: sku('green', 500) },
  { file: 'sku-coral-750.webp', size: 320, max: 15_000, svg: sku('coral', 750) },
  { file: 'sku-blue-750.webp', size: 320, max: 15_000, svg: sku('blue', 750) },
  { file: 'combo-family.webp', size: 320, max: 15_000, svg: comboFamily },
  ...CATALOG.flatMap(({ name, svg }) => [
    { file: `catalog/${name}-480.webp`, size: 480, max: 30_000, svg },
    { file: `catalog/${name}-800.webp`, size: 800, max: 60_000, svg },
    { file: `catalog/${name}-960.webp`, size: 960, max: 80_000, svg },
  ]),
  { file: 'size-chart.webp', size: 900, height: 600, max: 60_000, svg: sizeChart },
  // The header's logo, drawn at three times its 120x30 place and kept transparent: a logo as an
  // SVG <img> makes the browser build a document of its own on the main thread as the page loads.
  { file: 'logo.webp', size: 360, height: 90, max: 8_000, svg: () => LOGO_SVG, alpha: true },
];

const QUALITIES = [0.82, 0.76, 0.7, 0.64, 0.58, 0.52, 0.46, 0.4];

async function main() {
  await mkdir(path.join(OUT_DIR, 'catalog'), { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    // `node scripts/make-demo-images.mjs <pattern>` makes only the files whose names match it.
    const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
    for (const job of JOBS.filter(({ file }) => !only || only.test(file))) {
      const w = job.size;
      const h = job.height ?? job.size;
      const svg = job.svg(w, h);
      let buf;
      let q;
      for (q of QUALITIES) {
        const dataUrl = await page.evaluate(
          async ({ svg, w, h, q, alpha }) => {
            const img = new Image();
            img.width = w;
            img.height = h;
            img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = w;
            canvas.height = h;
            const ctx = canvas.getContext('2d', { alpha }); // opaque unless asked: no alpha chunk
            ctx.drawImage(img, 0, 0, w, h);
            return canvas.toDataURL('image/webp', q);
          },
          { svg, w, h, q, alpha: job.alpha ?? false },
        );
        if (!dataUrl.startsWith('data:image/webp')) throw new Error(`Chromium did not encode WebP for ${job.file}`);
        buf = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        if (buf.length <= job.max) break;
      }
      if (buf.length > job.max) throw new Error(`${job.file}: ${buf.length} B is over its ${job.max} B budget even at q=${q}`);
      await writeFile(path.join(OUT_DIR, job.file), buf);
      results.push({ file: `public/demo/${job.file}`, bytes: buf.length, note: `${w}x${h} q=${q}` });
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
    console.log(`${r.file.padEnd(44)} ${String(r.bytes).padStart(7)} B  (${r.note})`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
