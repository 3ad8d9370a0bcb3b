import { Container } from 'inversify';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { RemoteResource } from '../../../src/application/loading/RemoteResource';
import { InitialRender } from '../../../src/application/rendering/InitialRender';
import { TOKENS } from '../../../src/application/tokens';
import { ResourceView } from '../../../src/ui/components/ResourceView';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';

/** A resource whose call answered 404, rendered in a first render (the server's). */
async function renderMissing(failure?: (status: number) => null | undefined) {
  const initial = new InitialRender(true);
  const container = new Container();
  container.bind(TOKENS.InitialRender).toConstantValue(initial);
  const resource = new RemoteResource<string>();
  const missing = { field: '', message: 'This typeface does not exist.', rule: 'not_found' };
  await resource.load(() => Promise.reject(new ApiError([missing], 404, '/typefaces/nope')));
  renderToString(
    <ContainerProvider container={container}>
      <MemoryRouter>
        <ResourceView resource={resource} failure={failure}>
          {(value) => <p>{value}</p>}
        </ResourceView>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return initial;
}

describe('a 404 in the first render', () => {
  it("makes the page the 404 page when it is the page's own answer", async () => {
    expect((await renderMissing()).pageNotFound).toBe(true);
  });

  it('leaves the page as it is when a part shows nothing for its own 404', async () => {
    expect(
      (await renderMissing((status) => (status === 404 ? null : undefined))).pageNotFound,
    ).toBe(false);
  });
});
