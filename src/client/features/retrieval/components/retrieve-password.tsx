import { Box, Button, Center, Heading, HStack, Link, Stack, Steps } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStep } from './account-step';
import { PasswordStep } from './password-step';
import { SmsStep } from './sms-step';

type Progress = { step: 'account' } | { step: 'sms' | 'password'; ticket: string };

const STEPS = ['account', 'sms', 'password'] as const;

/** Forgot password (/retrievePassword): account, then phone code, then the new password. */
export function RetrievePassword() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const [progress, setProgress] = useState<Progress>({ step: 'account' });
  // Each step's form is keyed by the ticket so starting again gives fresh, empty fields.
  const [attempt, setAttempt] = useState(0);
  const restart = () => {
    setProgress({ step: 'account' });
    setAttempt((n) => n + 1);
  };

  return (
    <Center minH="100dvh" bg="bg.subtle" p={{ base: '3', md: '8' }}>
      <Box width="full" maxW="md" bg="bg" p={{ base: '5', md: '8' }} rounded="l3" shadow="sm">
        <Stack gap="6">
          <Heading size="2xl">{t('retrieve.title')}</Heading>
          <Steps.Root step={STEPS.indexOf(progress.step)} count={STEPS.length} size="sm" colorPalette="brand">
            <Steps.List>
              {STEPS.map((step, index) => (
                <Steps.Item key={step} index={index}>
                  <Steps.Indicator />
                  <Steps.Title>{t(`retrieve.steps.${step}`)}</Steps.Title>
                  <Steps.Separator />
                </Steps.Item>
              ))}
            </Steps.List>
          </Steps.Root>
          {progress.step === 'account' ? (
            <AccountStep key={attempt} onDone={(ticket) => setProgress({ step: 'sms', ticket })} />
          ) : progress.step === 'sms' ? (
            <SmsStep
              key={progress.ticket}
              ticket={progress.ticket}
              onDone={(ticket) => setProgress({ step: 'password', ticket })}
            />
          ) : (
            <PasswordStep
              key={progress.ticket}
              ticket={progress.ticket}
              onDone={() => void navigate({ to: '/resetPasswordFinish', replace: true })}
            />
          )}
          <HStack justify="space-between">
            {progress.step !== 'account' ? (
              <Button variant="plain" colorPalette="brand" px="0" onClick={restart}>
                {t('retrieve.restart')}
              </Button>
            ) : (
              <span />
            )}
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to="/login">{t('retrieve.backToLogin')}</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </Box>
    </Center>
  );
}
