import type {
  AddComboRequest,
  AddToCartItem,
  ApplyCouponRequest,
  CouponByEmailRequest,
  RemoveCartLineRequest,
  RemoveComboRequest,
  UpdateCartLineRequest,
} from 'shared/contracts/cart';
import { CART_QUANTITY } from 'shared/contracts/cart';
import { CHECKOUT_MESSAGES } from 'shared/contracts/checkout';
import { EMAIL_MAX_LENGTH } from 'shared/contracts/email-address';
import { z } from 'zod';
import { idempotencyKeyHeader } from '../../idempotency-key.ts';
import { EMAIL_IN_DOCS, idField, textField } from '../../text-field.ts';
import { shopperHeaders } from '../session/shopper-session.ts';

const quantityError = { error: `Quantity must be a whole number from ${CART_QUANTITY.min} to ${CART_QUANTITY.max}.` };
const quantity = z
  .number(quantityError)
  .int(quantityError)
  .min(CART_QUANTITY.min, quantityError)
  .max(CART_QUANTITY.max, quantityError);

export { cartChangeResponse, cartResponse } from 'shared/contracts/cart-answers';

/** A name or price a client sends (as a number or as text) is accepted and never read. */
const ignoredPrice = z.union([z.number(), textField(20)]).optional();

/** The published item, field for field; its name and prices are not read: the server prices the cart itself. */
/** An add sent again with its Idempotency-Key (a client retrying after a 503 or no answer) adds nothing more. */
export const addToCartHeaders = z.looseObject({ ...shopperHeaders.shape, 'idempotency-key': idempotencyKeyHeader });

export const addToCartBody = z
  .array(
    z.object({
      product_id: idField,
      product_price_id: idField,
      product_name: textField(200).optional(),
      discounted_price: ignoredPrice,
      price: ignoredPrice,
      qty: quantity,
    }) satisfies z.ZodType<AddToCartItem>,
  )
  .length(1, { error: 'Add one product at a time.' });

export const addComboBody = z.object({ combo_id: idField, combo_qty: quantity }) satisfies z.ZodType<AddComboRequest>;

export const updateCartLineBody = z.object({
  product_id: idField,
  product_price_id: idField,
  qty: quantity,
}) satisfies z.ZodType<UpdateCartLineRequest>;

export const removeCartLineBody = z.object({
  product_id: idField,
  product_price_id: idField,
}) satisfies z.ZodType<RemoveCartLineRequest>;

export const updateComboBody = addComboBody;

export const removeComboBody = z.object({ combo_id: idField }) satisfies z.ZodType<RemoveComboRequest>;

const INVALID_EMAIL = CHECKOUT_MESSAGES.invalidEmail;

export const applyCouponBody = z.object({ coupon_code: textField(100) }) satisfies z.ZodType<ApplyCouponRequest>;

/** The address is checked by the shop's one e-mail rule (`canonicalEmail`), in the service. */
export const couponByEmailBody = z.object({
  email: textField(EMAIL_MAX_LENGTH, { message: INVALID_EMAIL }).meta(EMAIL_IN_DOCS),
}) satisfies z.ZodType<CouponByEmailRequest>;
