import { Route, Routes } from 'react-router';
import { AppShell } from './AppShell';
import { PageErrorBoundary } from './ErrorPage';

/**
 * One catch-all route: both route sets and the unprefixed one share the shell, which reads the
 * shared route table. The declarative router is enough for that and much lighter than the data
 * router (bench:web). Errors that escape the shell land on the error page (PRODUCT §2). The entry
 * puts it in a router: the browser's history, or the requested URL on the server.
 */
export function AppRoutes() {
  return (
    <PageErrorBoundary resetKey="app">
      <Routes>
        <Route path="*" element={<AppShell />} />
      </Routes>
    </PageErrorBoundary>
  );
}
