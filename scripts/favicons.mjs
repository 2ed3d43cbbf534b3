#!/usr/bin/env node
// `npm run favicons`: the shell's favicon.ico (16, 32 and 48 px) and apple-touch-icon.png
// (180 px) drawn from shell/public/favicon.svg, the brand mark. Their output is committed
// beside the SVG; run this again after changing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'shell', 'public');
// sharp is the server's (it resizes profile photos); resolved from there.
const sharp = createRequire(path.join(root, 'server', 'package.json'))('sharp');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
const brand = '#00a0dd';

const png = (size, options = {}) => {
  const image = sharp(svg, { density: 1200 }).resize(size, size);
  return (options.background ? image.flatten({ background: options.background }) : image).png().toBuffer();
};

/** An ICO file holding PNG images (the format's Vista-and-later form, read by every browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // width (0 means 256)
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const sizes = [16, 32, 48];
writeFileSync(path.join(publicDir, 'favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))));
// iOS draws its own rounded corners: the touch icon is a full square of the brand colour.
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(180, { background: brand }));
console.log('shell/public/favicon.ico, shell/public/apple-touch-icon.png');
