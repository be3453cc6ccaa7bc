/** The bounds of one multipart form: busboy stops reading at each, and the client is told which. */
export type UploadLimits = {
  /** bytes of one file */
  fileBytes: number;
  files: number;
  /** text fields */
  fields: number;
  /** bytes of one text field (JSON lists included) */
  fieldBytes: number;
};

const MEGABYTE = 1024 * 1024;

/** An image above 5 MB is refused: a phone's photo fits, and it is re-encoded far smaller anyway. */
export const MAX_IMAGE_BYTES = 5 * MEGABYTE;

export const describeBytes = (bytes: number) => `${Math.round(bytes / MEGABYTE)} MB`;
