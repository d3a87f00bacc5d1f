import { useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router-dom';

/**
 * Replaces the address on screen with `to`, and again after every navigation the router completes
 * while it is shown. A redirect lost to another navigation that never reached the screen (a logout's
 * way home, then Back to the same history entry) must run again; `<Navigate>`, even keyed by the
 * address, sees the same address and key and does nothing. The router's matches are a new array at
 * every completed navigation, so they say when to run.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const matches = useMatches();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to, matches]);
  return null;
}
