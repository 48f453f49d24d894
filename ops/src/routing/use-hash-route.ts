import { useEffect, useState } from 'react';
import { parseHash, type Route } from './paths';

/** The route of the current location hash, following every change (links, back, forward). */
export function useHashRoute(): Route {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return parseHash(hash);
}

export function navigate(hash: string): void {
  window.location.hash = hash;
}
