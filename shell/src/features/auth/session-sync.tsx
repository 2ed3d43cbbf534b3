import { useEffect } from 'react';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@portal/shared';
import { refreshSession } from '../../common/auth-thunks';

/** Once per page load, brings a restored session up to date with the server. */
export function SessionSync() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (loggedIn) void dispatch(refreshSession());
    // Only the session found at start-up needs this; a fresh login is already current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
