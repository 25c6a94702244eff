#!/usr/bin/env node
/**
 * Renders the PWA icons and the social-sharing image from our own artwork, with the system Chromium
 * (playwright-core). The PNGs are committed; run this again only when the mark or the tagline changes:
 *
 *   node scripts/generate-icons.mjs
 *
 * The mark is pwa/public/favicon.svg (the star drawn in pwa/src/components/layout/star-mark.tsx), so
 * every icon stays the same drawing.
 */
import { readFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const NIGHT = '#1b1340';

const favicon = await readFile(root('pwa/public/favicon.svg'), 'utf8');
const markUrl = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;

/** A page of exactly `size`, the mark centred at `scale` of it, on `background` (or transparent). */
function iconPage(size, { scale, background, src = markUrl }) {
  const mark = Math.round(size * scale);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
    <img src="${src}" width="${mark}" height="${mark}" alt=""></body></html>`;
}

/**
 * The notification badge (Android's status bar): the star alone, white on transparent. Only its alpha
 * counts there, so it is one flat colour with no rounded square behind it.
 */
const BADGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 56 56"><path d="M32 6C33.6 22.5 41.5 30.4 58 32C41.5 33.6 33.6 41.5 32 58C30.4 41.5 22.5 33.6 6 32C22.5 30.4 30.4 22.5 32 6Z" fill="#fff"/><path d="M50 5C50.6 10.6 51.4 11.4 57 12C51.4 12.6 50.6 13.4 50 19C49.4 13.4 48.6 12.6 43 12C48.6 11.4 49.4 10.6 50 5Z" fill="#fff"/></svg>`;
const badgeUrl = `data:image/svg+xml;base64,${Buffer.from(BADGE_SVG).toString('base64')}`;

const ICONS = [
  // "any" icons keep the mark's own rounded square and transparent corners.
  { file: 'pwa/public/icons/icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'pwa/public/icons/icon-512.png', size: 512, scale: 1, background: 'transparent' },
  // Maskable: launchers crop to any shape inside the central 80% circle, so the star sits well within it
  // on a full-bleed background.
  { file: 'pwa/public/icons/icon-maskable-512.png', size: 512, scale: 0.72, background: NIGHT },
  // iOS rounds the corners itself and paints transparency black: full bleed, no own corners showing.
  { file: 'pwa/public/icons/apple-touch-icon.png', size: 180, scale: 1, background: NIGHT },
  { file: 'pwa/public/icons/badge-96.png', size: 96, scale: 1, background: 'transparent', src: badgeUrl },
];

function starField(count, width, height) {
  // A fixed pseudo-random sequence, so regenerating gives the same picture.
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  return Array.from({ length: count }, () => {
    const r = (next() * 1.6 + 0.4).toFixed(2);
    return `<circle cx="${(next() * width).toFixed(1)}" cy="${(next() * height).toFixed(1)}" r="${r}" fill="#fbe7b0" opacity="${(next() * 0.6 + 0.2).toFixed(2)}"/>`;
  }).join('');
}

function cardBack(x, y, angle) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="-75" y="-112" width="150" height="224" rx="12" fill="#2a1d5c" stroke="#eebd4a" stroke-width="3"/>
    <rect x="-66" y="-103" width="132" height="206" rx="8" fill="none" stroke="#eebd4a" stroke-opacity=".5"/>
    <circle r="38" fill="none" stroke="#eebd4a" stroke-opacity=".6"/>
    <path d="M0 -32C2 -8 8 -2 32 0C8 2 2 8 0 32C-2 8 -8 2 -32 0C-8 -2 -2 -8 0 -32Z" fill="#f6d47a"/>
  </g>`;
}

const OG_PAGE = `<!doctype html><html><body style="margin:0">
  <div style="position:relative;width:1200px;height:630px;overflow:hidden;font-family:'DejaVu Serif',Georgia,serif;
    background:linear-gradient(180deg,#2a1d5c 0%,#1b1340 55%,#0f0a24 100%)">
    <svg width="1200" height="630" style="position:absolute;inset:0">${starField(140, 1200, 630)}
      ${cardBack(930, 350, -14)}${cardBack(1030, 320, 4)}${cardBack(1125, 365, 20)}</svg>
    <div style="position:absolute;left:80px;top:140px;width:720px">
      <div style="display:flex;align-items:center;gap:28px">
        <img src="${markUrl}" width="104" height="104" alt="">
        <span style="font-size:84px;font-weight:bold;color:#f6d47a;letter-spacing:1px">SoulSketch</span>
      </div>
      <p style="margin:36px 0 0;font-size:46px;line-height:1.25;color:#e8e4f6">Free Tarot Reading<br>&amp; Soulmate Sketch</p>
      <p style="margin:26px 0 0;font-family:'DejaVu Sans',sans-serif;font-size:24px;color:#b9b1d9">
        A personal reading and a sketch of your soulmate,<br>by e&#8209;mail within 24 hours.</p>
    </div>
  </div></body></html>`;

await mkdir(root('pwa/public/icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  // `node scripts/generate-icons.mjs badge` renders only the files whose name contains "badge".
  const only = process.argv[2];
  for (const icon of ICONS.filter((entry) => !only || entry.file.includes(only))) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(iconPage(icon.size, icon), { waitUntil: 'load' });
    await page.screenshot({ path: root(icon.file), omitBackground: icon.background === 'transparent' });
    console.log(`wrote ${icon.file}`);
  }
  if (!only) {
    await page.setViewportSize({ width: 1200, height: 630 });
    await page.setContent(OG_PAGE, { waitUntil: 'load' });
    await page.screenshot({ path: root('pwa/public/og-image.png') });
    console.log('wrote pwa/public/og-image.png');
  }
} finally {
  await browser.close();
}
