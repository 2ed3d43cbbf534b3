import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  getApiClient,
  isApiError,
  loggedIn,
  loggedOut,
  menuUpdated,
  privacyConsentAccepted,
  privacyConsentDemanded,
  userUpdated,
  type LoginData,
} from '@portal/shared';

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Signs in and keeps user, menu and token in the encrypted session. A failed login returns
 * nothing (spec §8); its message was already shown by the API client.
 */
export const login = createAsyncThunk('session/login', async (credentials: Credentials, { dispatch }): Promise<LoginOutcome> => {
  try {
    const data = await getApiClient().post<LoginData>('user/login', credentials);
    dispatch(loggedIn(data));
    return data;
  } catch (error) {
    // The account's deletion is pending (409): the screen offers to cancel it.
    if (isApiError(error) && error.status === 409 && error.body.code === deletionPendingCode) return { deletionPending: true };
    return undefined;
  }
});

/** The code of a sign-in refused because the account is waiting to be purged (API.md "Personal data"). */
export const deletionPendingCode = 'deletion_pending';

/** A sign-in's outcome: the session, an account waiting for its purge, or nothing (its message was shown). */
export type LoginOutcome = LoginData | { deletionPending: true } | undefined;

/** Revokes the token on the server and clears the session, even if the server cannot be reached. */
export const logout = createAsyncThunk('session/logout', async (_: void, { dispatch }) => {
  try {
    await getApiClient().post('user/logout');
  } catch {
    // the session ends on this device anyway
  }
  dispatch(loggedOut());
});

/**
 * After a reload, asks the server who the user is now: the user and menu may have changed
 * since they were stored, and a token revoked meanwhile logs the browser out (the API client's
 * 401 handling).
 */
export const refreshSession = createAsyncThunk('session/refresh', async (_: void, { dispatch }) => {
  try {
    const data = await getApiClient().get<Omit<LoginData, 'token'>>('user/me');
    dispatch(userUpdated(data.user));
    dispatch(menuUpdated({ menu: data.menu, name_ro: data.user.role.name_ro }));
    // A notice published since the session was stored asks for acceptance before anything else.
    if (data.privacy_consent_required === true) dispatch(privacyConsentDemanded());
    else if (data.privacy_consent_required === false) dispatch(privacyConsentAccepted());
  } catch {
    // a 401 already ended the session; other failures keep the stored one
  }
});

/**
 * Whether this page's token still works (GET user/me). Only a 401 says no; an unreachable
 * server keeps the session, as a reload would.
 */
export async function sessionSurvives(): Promise<boolean> {
  try {
    await getApiClient().get('user/me', { toast: false });
    return true;
  } catch (error) {
    return !(isApiError(error) && error.status === 401);
  }
}
