// inversify reads decorator metadata when the container resolves: this must load first.
// The lite build leaves out the Map/Set/WeakMap polyfills every browser we serve has.
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { InitialRender } from './application/rendering/InitialRender';
import { PageAnswers, type PageAnswerRecord } from './application/rendering/PageAnswers';
import type { AppStartup } from './application/startup/AppStartup';
import { TOKENS } from './application/tokens';
import { createContainer } from './infrastructure/container';
import { App } from './ui/app/App';
import { firstRenderReady } from './ui/app/firstRenderReady';
import './ui/styles/global.css';

const container = createContainer();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');
// The server renders public pages and puts the answers it used beside them (src/entry-server.tsx).
const answersElement = document.getElementById('page-answers');

if (answersElement) {
  // The server rendered another route than the address names (the 404 page for a typeface
  // that does not exist): the browser shows it at that route's path, as its redirect would.
  const renderedPath = answersElement.dataset.path;
  if (renderedPath && renderedPath !== window.location.pathname) {
    window.history.replaceState(window.history.state, '', renderedPath);
  }
  void hydrate(JSON.parse(answersElement.textContent || '{}') as PageAnswerRecord);
} else {
  // docs/spec.md §4: with a stored token, the user is resolved before the app starts.
  const startup = container.get<AppStartup>(TOKENS.AppStartup);
  void startup.run(window.location.pathname).then(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    );
  });
}

/**
 * Takes over the server's HTML: the first render is the server's (the same answers, a guest's
 * view), then the visitor's own parts (account links, cart) fill in.
 */
async function hydrate(record: PageAnswerRecord): Promise<void> {
  const answers = new PageAnswers(record);
  const initial = new InitialRender(true, answers);
  // Before anything is resolved: the API client is made once, with the answers it is given.
  container.rebind(TOKENS.PageAnswers).toConstantValue(answers);
  container.rebind(TOKENS.InitialRender).toConstantValue(initial);
  await firstRenderReady(container, window.location.pathname);
  hydrateRoot(
    rootElement as HTMLElement,
    <StrictMode>
      <App container={container} onCommit={() => initial.rootCommitted()} />
    </StrictMode>,
  );
  void container.get<AppStartup>(TOKENS.AppStartup).run(window.location.pathname);
}
