import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SCHEME_ROUTES } from '@/shared/contracts/scheme-paths';
import type { ProjectSchemeLink } from '@/shared/contracts/schemes';
import { yuanText } from './scheme-bits';

/** Read-only on the tender project screen: the scheme, package and plan lines the project came from. */
export function ProjectSchemeLinkCard({ link }: { link: ProjectSchemeLink }) {
  const { t } = useTranslation('scheme');
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="project-scheme-link">
      <Heading size="sm" mb="2">
        {t('link.title')}
      </Heading>
      <Stack gap="1" fontSize="sm">
        <Text wordBreak="break-word">
          {t('link.scheme')}:{' '}
          <Link to={SCHEME_ROUTES.detail} search={{ id: link.schemeId }} data-testid="project-scheme-name">
            <Text as="span" color="brand.fg" textDecoration="underline" display="inline-block" minH="24px">
              {link.schemeCode} · {link.schemeName}
            </Text>
          </Link>
        </Text>
        <Text wordBreak="break-word" data-testid="project-scheme-package">
          {t('link.package')}: {link.packageCode} · {link.packageName}
        </Text>
        <Text fontWeight="semibold">{t('link.lines')}</Text>
        {link.lines.map((l) => (
          <Text key={l.id} wordBreak="break-word" data-testid="project-scheme-line">
            {l.planTitle} #{l.lineNo} · {l.materialName} · {l.quantity} · {yuanText(l.amount)}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
