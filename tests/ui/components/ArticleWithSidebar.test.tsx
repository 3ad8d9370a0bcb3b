// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleWithSidebar } from '../../../src/ui/components/ArticleWithSidebar';

afterEach(cleanup);

describe('ArticleWithSidebar', () => {
  it('shows the text, then a sidebar named for screen readers', () => {
    render(
      <ArticleWithSidebar sidebarLabel="Project facts" sidebar="Client: Harbour Almanac Society">
        <p>How the almanac got its type.</p>
      </ArticleWithSidebar>,
    );
    const sidebar = screen.getByRole('complementary', { name: 'Project facts' });
    expect(sidebar.textContent).toBe('Client: Harbour Almanac Society');
    const text = screen.getByText('How the almanac got its type.');
    // The sidebar follows the text, for reading order and on narrow screens.
    expect(text.compareDocumentPosition(sidebar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
