import type { RouteMatch } from '@pitchside/shared';

/**
 * What the shell hands every page's component (web/src/app/pages.ts): the route's validated
 * parameters (a positive integer id, on a route with one).
 */
export interface PageProps {
  params: RouteMatch['params'];
}
