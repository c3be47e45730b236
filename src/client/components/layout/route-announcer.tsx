import { useMatches } from '@client/lib/router';
import { brand } from '@shared/brand';
import { useEffect, useRef, useState } from 'react';

type TitleHandle = { title?: string };

/** The screen's own name, from the deepest route that gives one. */
export function useRouteTitle() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as TitleHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * Gives every route its own document title ("Glossary · Homestead Prep") and, after the first
 * screen, tells screen readers where a navigation landed through a polite live region.
 */
export function RouteAnnouncer() {
  const title = useRouteTitle();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    const full = title ? `${title} · ${brand.name}` : brand.name;
    document.title = full;
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(full);
  }, [title]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
