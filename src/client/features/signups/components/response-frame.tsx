import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';

const STEPS = [
  { step: 1, to: R.contactInfo, label: 'steps.contactInfo' },
  { step: 2, to: R.docRecord, label: 'steps.docRecord' },
] as const;

interface ResponseFrameProps {
  /** The supplierResponse step of the screen (route meta step). */
  step: 1 | 2;
  title: ReactNode;
  /** Carried to the other step, so both show the same project. */
  projectId?: string | undefined;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}

/**
 * The supplierResponse container: the two steps (1 contact info: signups; 2 document record: fee
 * vouchers) as links above every screen of the flow, the current one marked, then the screen.
 */
export function ResponseFrame({ step, title, projectId, actions, testId, children }: ResponseFrameProps) {
  const { t } = useTranslation('supplier-response');
  return (
    <Stack gap="4" data-testid={testId} minW="0">
      <nav aria-label={t('steps.label')}>
        <HStack as="ol" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
          {STEPS.map((s) => {
            const current = s.step === step;
            return (
              <Box as="li" key={s.step}>
                <Link
                  to={s.to}
                  search={projectId ? { projectId } : {}}
                  aria-current={current ? 'step' : undefined}
                  // A block-level target, so its 32 px pill is what a finger hits (not the text's line box).
                  style={{ display: 'inline-flex' }}
                  data-testid={`response-step-${s.step}`}
                >
                  <Text
                    as="span"
                    display="inline-flex"
                    alignItems="center"
                    minH="32px"
                    px="3"
                    borderRadius="full"
                    borderWidth="1px"
                    fontSize="sm"
                    fontWeight={current ? 'semibold' : 'normal'}
                    bg={current ? 'brand.solid' : 'transparent'}
                    color={current ? 'brand.contrast' : 'fg'}
                    borderColor={current ? 'brand.solid' : 'border'}
                  >
                    {t(s.label)}
                  </Text>
                </Link>
              </Box>
            );
          })}
        </HStack>
      </nav>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{title}</Heading>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}
