import { Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LOGIN_TYPES, type LoginType } from '@/shared/codes/roles';
import { AppLink } from './app-link';
import { LoginForm } from './login-form';

/** The portal sign-in (no login type) and the four typed sign-in pages (spec 2.1). */
export function LoginPage({ loginType }: { loginType?: LoginType }) {
  const { t } = useTranslation('auth');
  // Suppliers register themselves; the portal offers it too because newcomers arrive there.
  const offersRegistration = !loginType || loginType === LOGIN_TYPES.SUPPLIER;
  return (
    <Center minH="100dvh" p="4" bg="bg.subtle">
      <Card.Root width="full" maxW="md">
        <Card.Header>
          <Stack gap="1">
            <Text color="fg.muted" fontSize="sm">
              {t('common:appName')}
            </Text>
            <Heading size="xl">
              {loginType ? t(`codes:loginType.${loginType}`) : t('login.portalTitle')}
            </Heading>
          </Stack>
        </Card.Header>
        <Card.Body>
          <LoginForm loginType={loginType} />
        </Card.Body>
        <Card.Footer>
          <HStack justify="space-between" width="full">
            {offersRegistration ? <AppLink href="/registerForm">{t('login.register')}</AppLink> : <span />}
            <AppLink href="/retrievePassword">{t('login.forgotPassword')}</AppLink>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
