import { createFileRoute } from '@tanstack/react-router';
import { AssignPage } from '@/client/features/plan-packages';
import { assignPageOptions, firstAssignQuery } from '@/client/features/plan-packages/queries';
import { startRead } from '@/client/lib/start-read';
import { MENU_TYPE } from '@/shared/codes/constants';

// Organisation-level allocation (spec 001 section 2.4: menuType 00).
export const Route = createFileRoute('/_app/planAssignManagement/planDepartAssign')({
  staticData: { title: 'plan-package:titles.departAssign', menuType: MENU_TYPE.SYSTEM },
  loader: ({ context }) => startRead(context.queryClient, assignPageOptions(firstAssignQuery('00'))),
  component: () => <AssignPage level="00" />,
});
