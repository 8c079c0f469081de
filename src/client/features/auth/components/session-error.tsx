import { Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/logout';
import { signOut } from '@/client/data/session';

/** Opening the signed-in area failed for a reason other than the session (server or network down). */
export function SessionError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signInAgain = async () => {
    await logout();
    signOut();
  };
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Text fontWeight="semibold">{t('sessionError.title')}</Text>
        <Text color="fg.muted">{error instanceof Error ? error.message : String(error)}</Text>
        <HStack>
          <Button colorPalette="brand" onClick={() => void router.invalidate()}>
            {t('sessionError.retry')}
          </Button>
          <Button variant="outline" onClick={() => void signInAgain()}>
            {t('lock.signInAgain')}
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
