import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { dequal } from 'dequal';
import type { LoginData, MenuItem, SessionUser } from '../contracts/session';

export interface SessionState {
  loggedIn: boolean;
  user: SessionUser | null;
  menu: MenuItem[];
  token: string | null;
  /**
   * The user has not accepted the current privacy notice (API.md "Wave 3: points fixed"): the
   * shell shows only the consent screen until they do. Optional: a session stored before it existed.
   */
  privacyConsentRequired?: boolean;
}

const initialState: SessionState = { loggedIn: false, user: null, menu: [], token: null, privacyConsentRequired: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<LoginData>) => ({
      loggedIn: true,
      user: action.payload.user,
      menu: action.payload.menu,
      token: action.payload.token,
      privacyConsentRequired: action.payload.privacy_consent_required === true,
    }),
    loggedOut: () => initialState,
    // What the server says after a reload is most often what was stored: the stored objects are
    // then kept, so nothing that reads them renders again (a whole layout's render, at start-up).
    userUpdated: (state, action: PayloadAction<SessionUser>) => {
      if (!dequal(original(state)?.user, action.payload)) state.user = action.payload;
    },
    menuUpdated: (state, action: PayloadAction<{ menu: MenuItem[]; name_ro: string }>) => {
      if (!dequal(original(state)?.menu, action.payload.menu)) state.menu = action.payload.menu;
      if (state.user) state.user.role.name_ro = action.payload.name_ro;
    },
    /** The server asked for the current notice's acceptance (user/me, or a 403 with its code). */
    privacyConsentDemanded: (state) => {
      state.privacyConsentRequired = true;
    },
    privacyConsentAccepted: (state) => {
      state.privacyConsentRequired = false;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.loggedIn,
    selectUser: (state) => state.user,
    selectMenu: (state) => state.menu,
    selectToken: (state) => state.token,
    selectPrivacyConsentRequired: (state) => state.loggedIn && state.privacyConsentRequired === true,
  },
});

export const { loggedIn, loggedOut, userUpdated, menuUpdated, privacyConsentDemanded, privacyConsentAccepted } = sessionSlice.actions;
export const { selectIsLoggedIn, selectUser, selectMenu, selectToken, selectPrivacyConsentRequired } = sessionSlice.selectors;
