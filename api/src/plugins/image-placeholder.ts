import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ImageDrawing } from '../db/seed/image-drawing.ts';

/** The shop's cream, as the drawn images' background. */
const PLACEHOLDER_COLOUR = '#f5efe0';

/**
 * While the catalogue's images are drawn, an image missing from storage answers a plain placeholder that no browser
 * or proxy keeps (the image itself comes minutes later); afterwards a missing image is a 404 again.
 */
export function imagePlaceholder(drawing: ImageDrawing) {
  let placeholder: Promise<Buffer> | undefined;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const wanted = (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/storage/');
    if (!wanted || !drawing.underWay) return undefined;
    placeholder ??= sharp({ create: { width: 16, height: 16, channels: 3, background: PLACEHOLDER_COLOUR } })
      .webp()
      .toBuffer();
    return reply
      .header('Cache-Control', 'no-store')
      .type('image/webp')
      .send(await placeholder);
  };
}
