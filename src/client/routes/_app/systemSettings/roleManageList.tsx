import { createFileRoute, redirect } from '@tanstack/react-router';

// The catalogue's roleManageList (spec 001 section 2.1, the role list beside the data and interface
// permission lists) is the platform's role screen, roleManagement (spec 000 section 2.3, menu type 00);
// the menu points there.
export const Route = createFileRoute('/_app/systemSettings/roleManageList')({
  staticData: { title: 'menu:roleManagement' },
  beforeLoad: () => {
    throw redirect({ to: '/systemManagement/roleManagement', replace: true });
  },
});
