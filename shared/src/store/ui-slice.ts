import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  cartOpen: boolean;
  mobileMenuOpen: boolean;
}

const initialState: UiState = { cartOpen: false, mobileMenuOpen: false };

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
  },
});

export const { cartOpened, cartClosed, mobileMenuToggled, mobileMenuClosed } = uiSlice.actions;
