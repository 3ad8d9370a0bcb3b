// The second of the libraries' chunks src/boot.ts evaluates (vite.config.ts, LIBRARY_CHUNKS):
// inversify with the decorator metadata it reads, and MobX. reflect-metadata first, as in main.tsx.
import 'reflect-metadata/lite';
export { Container } from 'inversify';
export { configure } from 'mobx';
export { observer } from 'mobx-react-lite';
