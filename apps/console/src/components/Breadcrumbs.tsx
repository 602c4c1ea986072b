import { Flex, Text } from '@radix-ui/themes';
import { type AnyRouteMatch, Link, useMatches, useRouterState } from '@tanstack/react-router';
import { Fragment, useEffect, useState } from 'react';
import { LOADING_BAR_DELAY_MS } from '~/constants';
import { NAME_LIMITS, TruncatedText } from './TruncatedText';

export const CONSOLE_NAME = 'Rack Console';

/** A route's breadcrumb: a fixed label, or one computed from the route's params and loaded data. */
export type Crumb = string | ((match: AnyRouteMatch) => string);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    crumb?: Crumb;
  }
}

/** The crumbs of the matched routes, outermost first, with the path each links to. */
export function useCrumbs() {
  const matches = useMatches();
  return matches.flatMap((match) => {
    const crumb = match.staticData?.crumb;
    if (crumb === undefined) return [];
    const label = typeof crumb === 'string' ? crumb : crumb(match);
    return [{ label, to: match.pathname, id: match.id }];
  });
}

/** Spec §2: the title is the crumbs reversed, joined with ' / ', ending with the console name. */
export const pageTitle = (labels: string[]) => [...labels].reverse().concat(CONSOLE_NAME).join(' / ');

/** Keeps document.title in step with the crumbs. */
export function useDocumentTitle() {
  const labels = useCrumbs().map((crumb) => crumb.label);
  const title = pageTitle(labels);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function Breadcrumbs() {
  const crumbs = useCrumbs();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs">
      <Flex gap="2" align="center" wrap="wrap">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.id}>
            {index > 0 ? (
              <Text color="gray" aria-hidden>
                /
              </Text>
            ) : null}
            {index === crumbs.length - 1 ? (
              <Text size="2" aria-current="page">
                <TruncatedText text={crumb.label} maxLength={NAME_LIMITS.crumb} />
              </Text>
            ) : (
              <Link to={crumb.to} className="crumb-link">
                <Text size="2" color="gray">
                  <TruncatedText text={crumb.label} maxLength={NAME_LIMITS.crumb} focusable={false} />
                </Text>
              </Link>
            )}
          </Fragment>
        ))}
      </Flex>
    </nav>
  );
}

/** A thin bar at the top while navigation loads; it appears only after 20 ms so quick navigations don't flash. */
export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <div
      className="loading-bar"
      data-state={visible ? 'loading' : 'done'}
      role="progressbar"
      aria-hidden={!visible}
      aria-label="Page loading"
    />
  );
}
