import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_TIMELINE_ROUTE } from '@/shared/contracts/audit';

/**
 * The project's public audit timeline (outside the signed-in shell, so a plain link): where a bidder
 * saves the hashes of its project's published steps and later checks they were not rewritten.
 */
export function AuditTimelineLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation('audit');
  return (
    <Link
      href={`${AUDIT_TIMELINE_ROUTE}?projectId=${encodeURIComponent(projectId)}`}
      fontSize="sm"
      minH="6"
      alignSelf="flex-start"
      data-testid="audit-timeline-link"
    >
      {t('timeline.title')}
    </Link>
  );
}
