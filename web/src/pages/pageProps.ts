import type { RouteMatch } from '@pitchside/shared';

/** What the shell hands every page: the route's validated parameters (a positive integer id). */
export interface PageProps {
  params: RouteMatch['params'];
}
