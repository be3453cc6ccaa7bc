/** A rule the request broke: the message is what the shopper reads, the status what the API answers. */
export class ShopError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}
