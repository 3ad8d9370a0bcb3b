// inversify reads decorator metadata when the container resolves: this must load first.
// The lite build leaves out the Map/Set/WeakMap polyfills every browser we serve has.
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppStartup } from './application/startup/AppStartup';
import { TOKENS } from './application/tokens';
import { createContainer } from './infrastructure/container';
import { App } from './ui/app/App';
import './ui/styles/global.css';

const container = createContainer();
const startup = container.get<AppStartup>(TOKENS.AppStartup);
const rootElement = document.getElementById('root');

// Spec §4: with a stored token, the user is resolved before the app starts.
void startup.run(window.location.pathname).then(() => {
  if (!rootElement) throw new Error('index.html has no #root element.');
  createRoot(rootElement).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
});
