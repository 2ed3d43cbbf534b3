import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginData, MenuItem, SessionUser } from '../contracts/session';

export interface SessionState {
  loggedIn: boolean;
  user: SessionUser | null;
  menu: MenuItem[];
  token: string | null;
}

const initialState: SessionState = { loggedIn: false, user: null, menu: [], token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<LoginData>) => ({
      loggedIn: true,
      user: action.payload.user,
      menu: action.payload.menu,
      token: action.payload.token,
    }),
    loggedOut: () => initialState,
    userUpdated: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    menuUpdated: (state, action: PayloadAction<{ menu: MenuItem[]; name_ro: string }>) => {
      state.menu = action.payload.menu;
      if (state.user) state.user.role.name_ro = action.payload.name_ro;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.loggedIn,
    selectUser: (state) => state.user,
    selectMenu: (state) => state.menu,
    selectToken: (state) => state.token,
  },
});

export const { loggedIn, loggedOut, userUpdated, menuUpdated } = sessionSlice.actions;
export const { selectIsLoggedIn, selectUser, selectMenu, selectToken } = sessionSlice.selectors;
