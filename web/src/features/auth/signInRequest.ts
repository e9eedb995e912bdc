import type { AuthTab } from './loginModalMachine';

/**
 * A request to open the sign-in modal, shared by authEntry (which ships with the page) and the
 * modal (which loads on demand): a type of its own, so neither needs to import the other.
 */
export interface SignInRequest {
  /** Grows with every request, so asking twice opens twice. */
  count: number;
  tab: AuthTab;
}
