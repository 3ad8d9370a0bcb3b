import { describe, expect, it } from 'vitest';
import { PageAnswers } from '../../../src/application/rendering/PageAnswers';

describe('PageAnswers', () => {
  it('writes the same record whatever order the answers came in', () => {
    const first = new PageAnswers();
    first.record('/typefaces', undefined, { status: 200, body: 1 });
    first.record('/settings', undefined, { status: 200, body: 2 });
    first.record('/blog', { page: 2 }, { status: 200, body: 3 });
    const second = new PageAnswers();
    second.record('/blog', { page: 2 }, { status: 200, body: 3 });
    second.record('/settings', undefined, { status: 200, body: 2 });
    second.record('/typefaces', undefined, { status: 200, body: 1 });

    expect(JSON.stringify(first.toRecord())).toBe(JSON.stringify(second.toRecord()));
    expect(Object.keys(first.toRecord())).toEqual(['/blog?page=2', '/settings', '/typefaces']);
  });

  it('answers a request from the record it was rendered with', () => {
    const rendered = new PageAnswers();
    rendered.record('/blog', { page: 2 }, { status: 200, body: 'posts' });
    const hydrating = new PageAnswers(rendered.toRecord());
    expect(hydrating.find('/blog', { page: 2 })).toEqual({ status: 200, body: 'posts' });
    expect(hydrating.find('/blog', { page: 3 })).toBeUndefined();
  });
});
