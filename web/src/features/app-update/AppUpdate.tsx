import { useAppUpdate } from './useAppUpdate';

/** Mounted once beside the router: polls the build manifest and offers a reload. */
export function AppUpdate() {
  useAppUpdate();
  return null;
}
