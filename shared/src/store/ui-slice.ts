import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { serverStateHandedOver } from 'shared/store/server-state';

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
  /** the address the server rendered as not found (a missing product), until the browser has attached to that page */
  notFoundPath: string | null;
}

const initialState: UiState = { cartOpen: false, mobileMenuOpen: false, orderPayment: null, notFoundPath: null };

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
    pageNotFound(state, action: PayloadAction<string>) {
      state.notFoundPath = action.payload;
    },
    notFoundPageShown(state) {
      state.notFoundPath = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(serverStateHandedOver, (state, action) => {
      state.notFoundPath = action.payload.notFoundPath;
    });
  },
});

export const {
  cartOpened,
  cartClosed,
  mobileMenuToggled,
  mobileMenuClosed,
  orderPaymentRequested,
  orderPaymentFinished,
  pageNotFound,
  notFoundPageShown,
} = uiSlice.actions;
