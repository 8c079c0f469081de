import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PickHint } from '@/client/features/chat/components/pick-hint';

export const Route = createFileRoute('/_chat/evalChat/chat/group/')({
  component: GroupHint,
});

function GroupHint() {
  const { t } = useTranslation('chat');
  return <PickHint text={t('group.pick')} />;
}
