import { z } from 'zod';

/** A file part of a multipart form, read into memory within the form's limits. */
export class UploadedFile {
  constructor(
    /** the form field it came in ("images[0]") */
    readonly field: string,
    /** the client's name for it, for messages only: never a path or a stored name */
    readonly clientName: string,
    readonly bytes: Buffer,
  ) {}

  /** How a message names the file: the client's name when it sent one, else the field. */
  get label(): string {
    return this.clientName || this.field;
  }
}

/** A file field of a multipart route's body schema; documented as binary. */
export const uploadedFile = z
  .instanceof(UploadedFile, { error: 'must be a file' })
  .meta({ type: 'string', format: 'binary' });
