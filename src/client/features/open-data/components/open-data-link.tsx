import { HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { openDataRecordPath, openDataReleasesPath } from '@/shared/contracts/open-data-paths';

export interface OpenDataLinkProps {
  projectId: string;
}

/**
 * The project's OCDS downloads (public, no sign-in needed): the release package and the record with
 * its compiled release. Plain links: the server answers the JSON file itself.
 */
export function OpenDataLink({ projectId }: OpenDataLinkProps) {
  const { t } = useTranslation('open-data');
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm" data-testid="open-data-link">
      <Text color="fg.muted">{t('label')}:</Text>
      <Link
        href={`${API_PREFIX}${openDataReleasesPath(projectId)}`}
        download={`ocds-releases-${projectId}.json`}
        minH="6"
        data-testid="open-data-releases"
      >
        {t('releases')}
      </Link>
      <Link
        href={`${API_PREFIX}${openDataRecordPath(projectId)}`}
        download={`ocds-record-${projectId}.json`}
        minH="6"
        data-testid="open-data-record"
      >
        {t('record')}
      </Link>
    </HStack>
  );
}
