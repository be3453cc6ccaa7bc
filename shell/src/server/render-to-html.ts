import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { LEFT_TO_BROWSER_DIGEST } from '../remotes/left-to-browser.ts';

/** After this, whatever has not rendered is left to the browser. */
const RENDER_LIMIT_MS = 1000;

/** Thrown inside a region whose code is not ready: React leaves that region to the browser, not the page. */
export class LeftToBrowser extends Error {
  constructor() {
    super('This region is rendered in the browser');
  }
}

export interface RenderedHtml {
  html: string;
  /** some region was left to the browser (its code was not ready, it threw, or it ran out of time) */
  incomplete: boolean;
}

/**
 * Renders with React's streaming renderer and collects the whole page: its status and cache entry depend on all
 * of it. A region that throws ends as React's marker for "render this in the browser".
 */
export function renderToHtml(element: ReactNode): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    let incomplete = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), incomplete }));
    const stream = renderToPipeableStream(element, {
      // React would send a large region apart, put in place by a script: a browser without JavaScript (and many
      // crawlers) would never see it
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // the digest goes with the region to the browser, which then knows the region was left to it on purpose
      onError: (error) => {
        incomplete = true;
        if (error instanceof LeftToBrowser) return LEFT_TO_BROWSER_DIGEST;
        console.error('A region failed to render on the server', error);
        return undefined;
      },
    });
    const timer = setTimeout(() => stream.abort(new LeftToBrowser()), RENDER_LIMIT_MS);
  });
}
