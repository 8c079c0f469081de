import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function RegisterFinish() {
  const { t } = useTranslation('register');
  return (
    <Center minH="100dvh" p="6" bg="bg.subtle">
      <Stack gap="4" align="center" textAlign="center" maxW="md" bg="bg" p="8" rounded="l3" shadow="sm">
        <Text fontSize="5xl" color="green.solid" aria-hidden>
          ✓
        </Text>
        <Heading size="2xl">{t('finish.title')}</Heading>
        <Text color="fg.muted">{t('finish.message')}</Text>
        <Button asChild colorPalette="brand">
          <Link to="/supplierLogin">{t('finish.toLogin')}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
