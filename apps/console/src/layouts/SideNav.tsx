import { Flex, Separator, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { type NavItem, projectNav, settingsNav, siloNav, systemNav } from './navigation';

function NavSection({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <Text as="p" size="1" color="gray" weight="medium" mb="1">
        {title}
      </Text>
      <Flex direction="column" gap="1">
        {items.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="nav-link"
            activeOptions={{ exact: item.exact ?? false }}
            activeProps={{ 'aria-current': 'page' }}
          >
            {item.label}
          </Link>
        ))}
      </Flex>
    </nav>
  );
}

/** The navigation of the current context: a project's resources inside a project, else silo and system pages. */
export function SideNav() {
  const params = useParams({ strict: false });
  const me = useQuery(apiQuery('currentUserView'));
  return (
    <Flex direction="column" gap="4" className="side-nav" p="4">
      {params.project ? <NavSection title="Project" items={projectNav(params.project)} /> : null}
      <NavSection title="Silo" items={siloNav} />
      {me.data?.fleetViewer ? (
        <>
          <Separator size="4" />
          <NavSection title="System" items={systemNav} />
        </>
      ) : null}
      <Separator size="4" />
      <NavSection title="Settings" items={settingsNav} />
    </Flex>
  );
}
