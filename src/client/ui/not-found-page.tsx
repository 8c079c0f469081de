import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="4" align="center" textAlign="center">
        <Heading size="4xl">404</Heading>
        <Text color="fg.muted">{t('notFound.message')}</Text>
        <Button asChild colorPalette="brand">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
