import { createFileRoute } from '@tanstack/react-router';

/** The group page itself is rendered by its layout route; the edit form is its only child view. */
export const Route = createFileRoute('/_app/projects/$project/affinity/$antiAffinityGroup/')({
  component: () => null,
});
