// inversify reads decorator metadata when the container resolves: this must load first.
// The lite build leaves out the Map/Set/WeakMap polyfills every browser we serve has.
import 'reflect-metadata/lite';
import type { Container } from 'inversify';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { InitialRender } from './application/rendering/InitialRender';
import { PageAnswers, type PageAnswerRecord } from './application/rendering/PageAnswers';
import type { AppStartup } from './application/startup/AppStartup';
import { TOKENS } from './application/tokens';
import { createContainer } from './infrastructure/container';
import { nextTask } from './nextTask';
import { App } from './ui/app/App';
import { firstRenderReady } from './ui/app/firstRenderReady';
import './ui/styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');
void run(rootElement);

/**
 * Each step in a task of its own (src/nextTask.ts): the app's modules are evaluated in the
 * task that imports them, the container is built in the next, its first services are made in
 * the one after, and React hydrates in slices. Together they were one task of ~160 ms on
 * Lighthouse's phone (docs/design.md: TBT).
 */
async function run(root: HTMLElement): Promise<void> {
  await nextTask();
  const container = createContainer();
  // The server renders public pages and puts the answers it used beside them (src/entry-server.tsx).
  const answersElement = document.getElementById('page-answers');
  if (answersElement) {
    // The server rendered another route than the address names (the 404 page for a typeface
    // that does not exist): the browser shows it at that route's path, as its redirect would.
    const renderedPath = answersElement.dataset.path;
    if (renderedPath && renderedPath !== window.location.pathname) {
      window.history.replaceState(window.history.state, '', renderedPath);
    }
    const record = JSON.parse(answersElement.textContent || '{}') as PageAnswerRecord;
    await nextTask();
    await hydrate(root, container, record);
    return;
  }
  // docs/spec.md §4: with a stored token, the user is resolved before the app starts.
  await container.get<AppStartup>(TOKENS.AppStartup).run(window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
}

/**
 * Takes over the server's HTML: the first render is the server's (the same answers, a guest's
 * view), then the visitor's own parts (account links, cart) fill in.
 */
async function hydrate(
  root: HTMLElement,
  container: Container,
  record: PageAnswerRecord,
): Promise<void> {
  const answers = new PageAnswers(record);
  const initial = new InitialRender(true, answers);
  // Before anything is resolved: the API client is made once, with the answers it is given.
  container.rebind(TOKENS.PageAnswers).toConstantValue(answers);
  container.rebind(TOKENS.InitialRender).toConstantValue(initial);
  await firstRenderReady(container, window.location.pathname);
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser
  // handle input between them, instead of one task of ~140 ms on a phone (docs/design.md: TBT).
  // A tap on a part not hydrated yet makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App container={container} onCommit={() => initial.rootCommitted()} />
      </StrictMode>,
    );
  });
  void container.get<AppStartup>(TOKENS.AppStartup).run(window.location.pathname);
}
