import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Navigate } from '../session/session-actions.ts';

let appNavigate: Navigate = (to) => {
  window.location.assign(to);
};

/** Navigates from outside React (the API client's unauthorized handler). */
export const navigateApp: Navigate = (to, options) => appNavigate(to, options);

/** Hands the router's navigate to code outside React. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    appNavigate = (to, options) => navigate(to, options);
  }, [navigate]);
  return null;
}
