// A page's tab lives in its address (`?tab=odds`) and each tab is a link. A tap made before the page's
// script has taken over a server-drawn page is then never lost: the browser follows the link and the
// server draws that tab. Once the script runs, the link switches the tab in place, replacing the
// address so Back leaves the page rather than stepping through its tabs; the address can be shared.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import './tabLink.css';

const PARAM = 'tab';

/** The tab the address asks for, when it is one of `tabs`; otherwise `fallback`. */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): T {
  const [params] = useSearchParams();
  const asked = params.get(PARAM);
  return tabs.find((tab) => tab === asked) ?? fallback;
}

interface TabLinkProps {
  tab: string;
  selected: boolean;
  id: string;
  controls: string;
  className?: string;
  children: ReactNode;
}

/** One tab of a `role="tablist"`: a link to the same page with `?tab=` set, other parameters kept. */
export function TabLink({ tab, selected, id, controls, className, children }: TabLinkProps) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(PARAM, tab);
  return (
    <Link
      to={{ search: `?${next.toString()}` }}
      replace
      preventScrollReset
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={controls}
      className={className}
    >
      {children}
    </Link>
  );
}
