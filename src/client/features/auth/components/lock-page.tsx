import { Avatar, Button, Card, Center, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { FieldError } from '@/client/ui/field-error';
import { logout } from '../api/logout';
import { unlockScreen } from '../lock';
import { lockPasswordSchema } from '../lock-schema';
import { session, signOut } from '@/client/data/session';

/** The lock screen: the signed-in user's name and the lock password that reopens the page left. */
export function LockPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(session);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(lockPasswordSchema),
    defaultValues: { password: '' },
  });

  const unlock = handleSubmit(async ({ password }) => {
    const target = unlockScreen(password);
    if (target === undefined) {
      setError('password', { message: 'auth:lock.wrongPassword' }, { shouldFocus: true });
      return;
    }
    await navigate({ href: target, replace: true });
  });

  // Whoever forgot the lock password can still leave by signing in again.
  const signInAgain = async () => {
    await logout();
    signOut();
  };

  return (
    <Center minH="100dvh" p="4" bg="bg.subtle">
      <Card.Root width="full" maxW="sm">
        <Card.Body>
          <form onSubmit={unlock} noValidate>
            <Stack gap="4" align="center">
              <Avatar.Root size="2xl">
                <Avatar.Fallback name={userInfo?.name} />
                {userInfo?.avatar ? <Avatar.Image src={userInfo.avatar} /> : null}
              </Avatar.Root>
              <Heading size="lg" data-testid="lock-user-name">
                {userInfo?.name}
              </Heading>
              <Text color="fg.muted">{t('lock.title')}</Text>
              <Field.Root invalid={!!formState.errors.password} required>
                <Field.Label>{t('lock.password')}</Field.Label>
                <Input {...register('password')} type="password" autoComplete="off" autoFocus />
                <FieldError message={formState.errors.password?.message} />
              </Field.Root>
              <Button type="submit" colorPalette="brand" width="full">
                {t('lock.unlock')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void signInAgain()}>
                {t('lock.signInAgain')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
