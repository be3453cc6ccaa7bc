import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { SHOP_IMAGES } from 'shared/contracts/shop-images';

const ICO_HEADER_BYTES = 6 + 16;

/** An ICO file holding one PNG image (read by every browser since 2007): the file's header, one entry, the PNG. */
export function icoWithPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(ICO_HEADER_BYTES);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(ICO_HEADER_BYTES, 18); // where the PNG starts
  return Buffer.concat([header, png]);
}

/** An image drawn at its first request from one of the shell's SVG files, and again while that file is missing. */
function drawnOnce(svgFile: string, draw: (svg: Buffer) => Promise<Buffer>) {
  let drawing: Promise<Buffer | undefined> | undefined;
  return async () => {
    drawing ??= readFile(svgFile)
      .then(draw)
      .catch(() => undefined);
    const drawn = await drawing;
    if (!drawn) drawing = undefined;
    return drawn;
  };
}

/**
 * Raster copies of the shell's own pictures, for those that read no SVG: `/favicon.ico`, which crawlers and some
 * browsers ask for whatever the page's icon link says; `/logo.png`, the same icon at 512 px for search engines; and
 * `/share-image.png`, the picture of a link preview of a page with none of its own.
 */
export const shopImages = fp<{ shellDist: string }>(async (app, { shellDist }) => {
  const { favicon, logo, shareImage } = SHOP_IMAGES;
  const images = [
    {
      url: favicon.path,
      type: 'image/x-icon',
      drawn: drawnOnce(join(shellDist, 'favicon.svg'), async (svg) =>
        icoWithPng(await sharp(svg).resize(favicon.size, favicon.size).png().toBuffer(), favicon.size),
      ),
    },
    {
      url: logo.path,
      type: 'image/png',
      drawn: drawnOnce(join(shellDist, 'favicon.svg'), (svg) =>
        sharp(svg).resize(logo.size, logo.size).png().toBuffer(),
      ),
    },
    {
      url: shareImage.path,
      type: 'image/png',
      drawn: drawnOnce(join(shellDist, 'share-image.svg'), (svg) =>
        sharp(svg).resize(shareImage.width, shareImage.height).png().toBuffer(),
      ),
    },
  ];
  for (const { url, type, drawn } of images) {
    app.get(url, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply: FastifyReply) => {
      const image = await drawn();
      if (!image) return reply.code(404).send({ status: false, message: 'Not found.' });
      return reply.header('Cache-Control', 'public, max-age=86400').type(type).send(image);
    });
  }
});
