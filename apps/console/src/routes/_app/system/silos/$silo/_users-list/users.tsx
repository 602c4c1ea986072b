import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/silos/$silo/_users-list/users')({
  staticData: { crumb: 'Users' },
});
