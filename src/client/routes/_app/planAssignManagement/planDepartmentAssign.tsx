import { createFileRoute } from '@tanstack/react-router';
import { AssignPage } from '@/client/features/plan-packages';
import { assignPageOptions, firstAssignQuery } from '@/client/features/plan-packages/queries';
import { startRead } from '@/client/lib/start-read';
import { MENU_TYPE } from '@/shared/codes/constants';

// Department-level allocation (spec 001 section 2.4: menuType 01).
export const Route = createFileRoute('/_app/planAssignManagement/planDepartmentAssign')({
  staticData: { title: 'plan-package:titles.departmentAssign', menuType: MENU_TYPE.BUSINESS },
  loader: ({ context }) => startRead(context.queryClient, assignPageOptions(firstAssignQuery('01'))),
  component: () => <AssignPage level="01" />,
});
