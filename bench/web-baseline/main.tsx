// The smallest React + react-router app: the floor the site's budget is compared with.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '*', element: <p>Pitchside</p> }]);
const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={router} />);
