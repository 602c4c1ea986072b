import type { Project } from '@rackconsole/sdk';
import { DropdownMenu } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useSignOut } from '~/hooks/useSignOut';
import { setThemePreference, type ThemePreference, useThemePreference } from '~/stores/theme';

/** The project picker's menu, opened from `trigger`: every project, then 'All projects'. */
export function ProjectPickerDropdown({
  trigger,
  projects,
  defaultOpen,
}: {
  trigger: ReactElement;
  projects: Project[];
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {projects.map((project) => (
          <DropdownMenu.Item
            key={project.id}
            onSelect={() =>
              navigate({ to: '/projects/$project/instances', params: { project: project.name } })
            }
          >
            <TruncatedText text={project.name} maxLength={NAME_LIMITS.heading} focusable={false} />
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate({ to: '/projects' })}>All projects</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The user menu, opened from `trigger`: settings, the theme, signing out. */
export function UserMenuDropdown({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen?: boolean }) {
  const theme = useThemePreference();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
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
