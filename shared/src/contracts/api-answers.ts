/**
 * The answers of each API call the front ends make, by status: the zod schemas the API checks its answers with
 * before they leave (api/src/api-answers.test.ts holds the API to them), so that the component tests can hold the
 * answers they mock to the same. A refusal (4xx, 5xx) not listed here is the error envelope. For the API and the
 * tests only: a page imports none of it.
 */
import { z } from 'zod';
import {
  loginResponse,
  logoutResponse,
  setPasswordResponse,
  userListResponse,
  userResponse,
  userUpdateResponse,
} from 'shared/contracts/account-answers';
import {
  adminProductResponse,
  comboRecordResponse,
  comboRecordsResponse,
  comboStatusResponse,
  couponListResponse,
  couponResponse,
  productRecordsResponse,
  productStatusResponse,
} from 'shared/contracts/back-office-answers';
import { cartChangeResponse, cartResponse } from 'shared/contracts/cart-answers';
import {
  comboListResponse,
  comboPageResponse,
  comboResponse,
  productListResponse,
  productPageResponse,
  productResponse,
} from 'shared/contracts/catalog';
import {
  checkoutResponse,
  createPaymentOrderResponse,
  paymentOptionsResponse,
  sandboxPayResponse,
  verifyPaymentRefusal,
  verifyPaymentResponse,
} from 'shared/contracts/checkout-answers';
import { messageResponse } from 'shared/contracts/envelope';
import { countryListResponse, stateListResponse } from 'shared/contracts/geo-answers';
import {
  cancelOrderResponse,
  orderListResponse,
  orderRecordResponse,
  orderRecordsResponse,
  orderResponse,
  updateOrderStatusResponse,
} from 'shared/contracts/order-answers';
import { sessionResponse } from 'shared/contracts/session';

/** `METHOD /api/path`, as the API's routes name it (`:id` for a path parameter). */
export type ApiCall = `${'GET' | 'POST' | 'PUT'} /api/${string}`;

export const apiAnswers = {
  'GET /api/session': { 200: sessionResponse },

  'GET /api/products': { 200: z.union([productPageResponse, productListResponse]) },
  'GET /api/products/:id': { 200: productResponse },
  'GET /api/product-combos': { 200: z.union([comboPageResponse, comboListResponse]) },
  'GET /api/product-combos/:id': { 200: comboResponse },

  'GET /api/cart': { 200: cartResponse },
  'POST /api/cart/add': { 200: cartChangeResponse },
  'POST /api/cart/add-combo': { 200: cartChangeResponse },
  'POST /api/cart/update': { 200: cartChangeResponse },
  'POST /api/cart/remove': { 200: cartChangeResponse },
  'POST /api/cart/update-combo': { 200: cartChangeResponse },
  'POST /api/cart/remove-combo': { 200: cartChangeResponse },
  'POST /api/cart/apply-coupon': { 200: cartChangeResponse },
  'POST /api/cart/auto-apply-coupon': { 200: cartChangeResponse },
  'POST /api/cart/coupon-by-email': { 200: cartChangeResponse },

  'GET /api/countries': { 200: countryListResponse },
  'GET /api/states': { 200: stateListResponse },
  'POST /api/checkout': { 200: checkoutResponse },
  'GET /api/payment/options': { 200: paymentOptionsResponse },
  'POST /api/payment/create-order': { 200: createPaymentOrderResponse },
  'POST /api/payment/verify': { 200: verifyPaymentResponse, 400: verifyPaymentRefusal },
  'POST /api/payment/sandbox/pay': { 200: sandboxPayResponse },
  'GET /api/order-received/:id': { 200: orderResponse },

  'GET /api/orders': { 200: orderListResponse },
  'GET /api/orders/:id': { 200: orderResponse },
  'GET /api/orders/cancel/:id': { 200: cancelOrderResponse },

  'POST /api/registration-mail': { 201: messageResponse },
  'POST /api/login': { 200: loginResponse },
  'POST /api/login-link-mail': { 200: messageResponse },
  'POST /api/login-link': { 200: loginResponse },
  'POST /api/logout': { 200: logoutResponse },
  'POST /api/user-by-email': { 200: messageResponse },
  'POST /api/reset-password-mail': { 200: messageResponse },
  'POST /api/set-password': { 200: setPasswordResponse },
  'GET /api/user': { 200: userResponse },
  'GET /api/user/:id': { 200: userResponse },
  'POST /api/user/update': { 200: userUpdateResponse },
  'POST /api/validate-password': { 200: messageResponse },

  'POST /api/send-mail': { 201: messageResponse },
  'POST /api/sign-up': { 201: messageResponse },

  'GET /api/users/getUserRecords': { 200: userListResponse },
  'GET /api/products/getProductRecords': { 200: productRecordsResponse },
  'GET /api/products/getProductRecord/:id': { 200: adminProductResponse },
  'POST /api/products/store': { 201: adminProductResponse },
  'POST /api/products/update/:id': { 200: adminProductResponse },
  'POST /api/products/updateStatus': { 200: productStatusResponse },
  'GET /api/product-combos/getProductComboRecords': { 200: comboRecordsResponse },
  'POST /api/product-combos/store': { 201: comboRecordResponse },
  'POST /api/product-combos/updateStatus': { 200: comboStatusResponse },
  'GET /api/coupons': { 200: couponListResponse },
  'POST /api/coupons/store': { 201: couponResponse },
  'PUT /api/coupons/update/:id': { 200: couponResponse },
  'POST /api/coupons/updateStatus': { 200: couponResponse },
  'GET /api/orders/getOrderRecords': { 200: orderRecordsResponse },
  'GET /api/orders/getOrderRecord/:id': { 200: orderRecordResponse },
  'POST /api/orders/updateStatus': { 200: updateOrderStatusResponse },
} satisfies Record<ApiCall, Partial<Record<number, z.ZodType>>>;
