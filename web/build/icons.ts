// Makes the installable app's PNG icons from the site's logo, drawn by Chromium (the browser the
// tests already use), into web/public/icons. The PNGs are committed; run this again when the logo
// changes: `npx tsx web/build/icons.ts`.
//   icon-192.png, icon-512.png  the logo on a clear background (manifest purpose "any");
//   icon-maskable-512.png       the logo inside the safe circle (80 % of the side) on the pitch green,
//                               for launchers that cut icons to their own shape (purpose "maskable");
//   apple-touch-icon.png        180 px on the pitch green (iOS fills clear pixels with black).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(join(web, 'public', 'logo.svg'), 'utf8');
const out = join(web, 'public', 'icons');
const PITCH = '#0b3d2e';

const icons = [
  { file: 'icon-192.png', size: 192, logoShare: 1, background: null },
  { file: 'icon-512.png', size: 512, logoShare: 1, background: null },
  { file: 'icon-maskable-512.png', size: 512, logoShare: 0.72, background: PITCH },
  { file: 'apple-touch-icon.png', size: 180, logoShare: 0.8, background: PITCH },
];

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(out, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const side = Math.round(icon.size * icon.logoShare);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;` +
        `background:${icon.background ?? 'transparent'}">` +
        `<img width="${side}" height="${side}" src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}">` +
        '</body></html>',
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: join(out, icon.file), omitBackground: icon.background === null });
    await page.close();
    console.log(`${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
