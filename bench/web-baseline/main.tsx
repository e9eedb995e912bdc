// The smallest React + react-router app, with the router API the site uses: the floor its budget is compared with.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<p>Pitchside</p>} />
      </Routes>
    </BrowserRouter>,
  );
}
