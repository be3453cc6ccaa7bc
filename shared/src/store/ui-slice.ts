import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A pending order the shopper wants to pay again (the orders page asks; the cart remote's payment window answers). */
export interface OrderPaymentRequest {
  orderId: number;
  /** rupees, as the order answers final_total */
  amount: number;
  email: string;
  contact: string;
}

export interface UiState {
  cartOpen: boolean;
  mobileMenuOpen: boolean;
  orderPayment: OrderPaymentRequest | null;
}

const initialState: UiState = { cartOpen: false, mobileMenuOpen: false, orderPayment: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    cartOpened(state) {
      state.cartOpen = true;
    },
    cartClosed(state) {
      state.cartOpen = false;
    },
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
    orderPaymentRequested(state, action: PayloadAction<OrderPaymentRequest>) {
      state.orderPayment = action.payload;
    },
    orderPaymentFinished(state) {
      state.orderPayment = null;
    },
  },
});

export const {
  cartOpened,
  cartClosed,
  mobileMenuToggled,
  mobileMenuClosed,
  orderPaymentRequested,
  orderPaymentFinished,
} = uiSlice.actions;
