// Renders the app icons of the web manifest from public/favicon.svg (run once, the PNGs are committed):
// node web/src/lib/pwa/generate-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../../../public/', import.meta.url));
const favicon = await readFile(`${publicDir}favicon.svg`, 'utf8');

/** Full-bleed square: the glyph scaled into the maskable safe zone (inner 80 %) on the brand colour. */
function fullBleed(scale) {
  const inner = favicon
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  const offset = (64 - 64 * scale) / 2;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#3b3fb6"/>' +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`
  );
}

const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${name}`);

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(fullBleed(0.7), 512, 'icon-maskable-512.png');
await render(fullBleed(0.8), 180, 'apple-touch-icon.png');
