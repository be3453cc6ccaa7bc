/**
 * The drawing of the catalogue's missing images, which the shop does once it listens (a restored catalogue of
 * thousands takes minutes): health says while it is under way, and a missing image answers a placeholder meanwhile.
 */
export class ImageDrawing {
  private running: Promise<void> | undefined;
  private readonly stopping = new AbortController();

  get underWay(): boolean {
    return this.running !== undefined;
  }

  /** Runs `draw` in the background; it should stop between two images once its signal is aborted. */
  start(draw: (signal: AbortSignal) => Promise<void>): void {
    const running: Promise<void> = draw(this.stopping.signal).finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
  }

  /** Stops the drawing after the image in hand, so the database can be closed. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }
}
