import { createFileRoute } from '@tanstack/react-router';
import { HolidayPage } from '@/client/features/admin-settings';

export const Route = createFileRoute('/_app/baseManagement/holidayManage')({
  staticData: { title: 'menu:holidayManage' },
  component: HolidayPage,
});
