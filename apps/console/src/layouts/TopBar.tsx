import { ChevronDownIcon, PersonIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { apiQuery } from '../api/queries';
import { useSignOut } from '../hooks/useSignOut';
import { setThemePreference, type ThemePreference, useThemePreference } from '../stores/theme';

function ProjectPicker() {
  const params = useParams({ strict: false }) as { project?: string };
  const projects = useQuery(apiQuery('projectList', { query: { limit: 200 } }));
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        {/* The visible text is part of the name (WCAG 2.5.3), after what the button does. */}
        <Button variant="ghost" color="gray">
          <span className="visually-hidden">Switch project: </span>
          {params.project ?? 'Select a project'} <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {(projects.data?.items ?? []).map((project) => (
          <DropdownMenu.Item
            key={project.id}
            onSelect={() =>
              navigate({ to: '/projects/$project/instances', params: { project: project.name } })
            }
          >
            {project.name}
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate({ to: '/projects' })}>All projects</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function UserMenu() {
  const me = useQuery(apiQuery('currentUserView'));
  const theme = useThemePreference();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray">
          <span className="visually-hidden">User menu: </span>
          <PersonIcon aria-hidden /> {me.data?.displayName ?? ''} <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => navigate({ to: '/settings/profile' })}>Settings</DropdownMenu.Item>
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger>Theme</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <DropdownMenu.RadioGroup
              value={theme}
              onValueChange={(value) => setThemePreference(value as ThemePreference)}
            >
              <DropdownMenu.RadioItem value="light">Light</DropdownMenu.RadioItem>
              <DropdownMenu.RadioItem value="dark">Dark</DropdownMenu.RadioItem>
              <DropdownMenu.RadioItem value="system">System</DropdownMenu.RadioItem>
            </DropdownMenu.RadioGroup>
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={signOut}>Sign out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export function TopBar() {
  return (
    <Flex className="top-bar" justify="between" align="center" px="4" py="2" gap="4">
      <Flex align="center" gap="4">
        <Link to="/projects" className="brand">
          <Text weight="bold">Rack Console</Text>
        </Link>
        <ProjectPicker />
      </Flex>
      <Flex align="center" gap="3">
        <Text size="1" color="gray" className="palette-hint">
          Ctrl K
        </Text>
        <UserMenu />
      </Flex>
    </Flex>
  );
}
