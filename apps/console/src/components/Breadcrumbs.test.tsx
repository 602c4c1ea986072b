import { Theme } from '@radix-ui/themes';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs, pageTitle, useDocumentTitle } from './Breadcrumbs';

describe('pageTitle', () => {
  it("is the crumbs reversed, joined with ' / ', ending with the console name", () => {
    expect(pageTitle(['Projects', 'mock-project', 'Instances'])).toBe(
      'Instances / mock-project / Projects / Rack Console',
    );
  });

  it('is the console name alone without crumbs', () => {
    expect(pageTitle([])).toBe('Rack Console');
  });
});

/** /projects/{project}/instances with a string crumb and a crumb computed from the params. */
function crumbRouter(url: string) {
  const root = createRootRoute({
    component: function Root() {
      useDocumentTitle();
      return (
        <Theme>
          <Breadcrumbs />
          <Outlet />
        </Theme>
      );
    },
  });
  const projects = createRoute({
    getParentRoute: () => root,
    path: 'projects',
    staticData: { crumb: 'Projects' },
  });
  const project = createRoute({
    getParentRoute: () => projects,
    path: '$project',
    staticData: { crumb: (match) => (match.params as { project: string }).project },
  });
  const instances = createRoute({
    getParentRoute: () => project,
    path: 'instances',
    staticData: { crumb: 'Instances' },
    component: () => <p>Instances page</p>,
  });
  const routeTree = root.addChildren([projects.addChildren([project.addChildren([instances])])]);
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
}

describe('Breadcrumbs', () => {
  it('labels each level with a string or a function of the match, linking all but the last', async () => {
    const router = crumbRouter('/projects/mock-project/instances');
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(nav).getByRole('link', { name: 'mock-project' })).toHaveAttribute(
      'href',
      '/projects/mock-project',
    );
    expect(within(nav).getByText('Instances')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Instances / mock-project / Projects / Rack Console');
  });
});
