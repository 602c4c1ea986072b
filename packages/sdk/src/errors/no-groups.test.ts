import { describe, expect, it } from 'vitest';
import { NO_GROUPS_NOTICE } from './messages.js';
import { needsNoGroupsNotice } from './no-groups.js';

describe('needsNoGroupsNotice', () => {
  const me = 'user-1';
  it.each([
    ['no groups, no silo role', [], [], true],
    ['no groups, only other users have roles', [], [{ identityId: 'user-2' }], true],
    ['no groups but a silo role', [], [{ identityId: 'user-1' }], false],
    ['groups but no silo role', [{ id: 'g1' }], [], false],
    ['groups and a silo role', [{ id: 'g1' }], [{ identityId: 'user-1' }], false],
  ])('%s → %s', (_label, items, roleAssignments, expected) => {
    expect(needsNoGroupsNotice({ items }, { roleAssignments }, me)).toBe(expected);
  });

  it('pairs with the spec notice text', () => {
    expect(NO_GROUPS_NOTICE).toBe(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly. Read the docs for more information.',
    );
  });
});
