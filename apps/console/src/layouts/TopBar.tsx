import { Button, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { lazyModule } from '~/components/lazyModule';
import { useLazyPopup } from '~/components/lazyPopup';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import ChevronDownIcon from '~icons/radix-icons/chevron-down';
import PersonIcon from '~icons/radix-icons/person';
import { NavMenu } from './NavMenu';

const menus = lazyModule(() => import('./TopBarMenus'));

function ProjectPicker() {
  const params = useParams({ strict: false });
  const projects = useQuery(apiQuery('projectList', { query: { limit: 200 } }));
  const { loaded, triggerProps } = useLazyPopup(menus, 'menu');
  const trigger = (
    // The visible text is part of the name (WCAG 2.5.3), after what the button does.
    <Button {...triggerProps} variant="ghost" color="gray">
      <span className="visually-hidden">Switch project: </span>
      {params.project ? (
        <TruncatedText text={params.project} maxLength={NAME_LIMITS.crumb} focusable={false} />
      ) : (
        'Select a project'
      )}{' '}
      <ChevronDownIcon aria-hidden />
    </Button>
  );
  return loaded ? (
    <loaded.ProjectPickerDropdown trigger={trigger} projects={projects.data?.items ?? []} defaultOpen />
  ) : (
    trigger
  );
}

function UserMenu() {
  const me = useQuery(apiQuery('currentUserView'));
  const { loaded, triggerProps } = useLazyPopup(menus, 'menu');
  const trigger = (
    <Button {...triggerProps} variant="ghost" color="gray">
      <span className="visually-hidden">User menu: </span>
      <PersonIcon aria-hidden /> {me.data?.displayName ?? ''} <ChevronDownIcon aria-hidden />
    </Button>
  );
  return loaded ? <loaded.UserMenuDropdown trigger={trigger} defaultOpen /> : trigger;
}

export function TopBar() {
  return (
    <Flex className="top-bar" justify="between" align="center" px="4" py="2" gap="4">
      <Flex align="center" gap="4" minWidth="0">
        <NavMenu />
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
