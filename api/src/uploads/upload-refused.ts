/** A form over one of its limits: 413, with the limit it broke (ShopError's statuses stop at 409). */
export class UploadTooLarge extends Error {
  readonly statusCode = 413;
}
