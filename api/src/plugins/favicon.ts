import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import sharp from 'sharp';

const ICON_SIZE = 32;
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

/**
 * `/favicon.ico`, which crawlers and some browsers ask for whatever the page's icon link says: the shell's icon
 * (its built `favicon.svg`), drawn once at 32 px.
 */
export const favicon = fp<{ svgFile: string }>(async (app, { svgFile }) => {
  let ico: Promise<Buffer | undefined> | undefined;
  const drawIcon = async () => {
    const svg = await readFile(svgFile).catch(() => undefined);
    if (!svg) return undefined;
    return icoWithPng(await sharp(svg).resize(ICON_SIZE, ICON_SIZE).png().toBuffer(), ICON_SIZE);
  };
  app.get('/favicon.ico', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    // drawn again while it is missing (a shell not built yet) or failed
    const drawn = await (ico ??= drawIcon().catch(() => undefined));
    if (!drawn) {
      ico = undefined;
      return reply.code(404).send({ status: false, message: 'Not found.' });
    }
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/x-icon').send(drawn);
  });
});
