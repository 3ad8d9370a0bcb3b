// The first of the libraries' chunks src/boot.ts evaluates (vite.config.ts, LIBRARY_CHUNKS):
// React DOM, React and React Router.
export { hydrateRoot } from 'react-dom/client';
