import { Button, chakra, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { type VerifierState, useChainVerifier } from '../hooks/use-chain-verifier';
import { BreakDetails } from './break-details';

/** /systemMonitor/auditChain: the administrators' check of the audit log's hash chain. */
export function ChainVerifierPage() {
  const { t } = useTranslation('audit');
  const { state, run, stop } = useChainVerifier();
  const [fromSeq, setFromSeq] = useState('');
  const running = state.phase === 'running';
  const seqError = state.phase === 'refused' && state.field === 'fromSeq' ? state.message : null;

  const fromEntry = (event: FormEvent) => {
    event.preventDefault();
    void run(fromSeq.trim());
  };

  return (
    <Stack gap="5" maxW="4xl" data-testid="audit-chain-page">
      <Heading size="lg">{t('verify.title')}</Heading>
      <Text color="fg.muted">{t('verify.intro')}</Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-end' }}>
        <Button onClick={() => void run()} disabled={running} data-testid="audit-verify-whole">
          {t('verify.whole')}
        </Button>
        <form onSubmit={fromEntry} style={{ flex: 1 }}>
          <HStack align="flex-end" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Field.Root invalid={!!seqError} flex="1" minW="160px">
              <Field.Label>{t('verify.fromSeq')}</Field.Label>
              <Input
                value={fromSeq}
                onChange={(event) => setFromSeq(event.target.value)}
                placeholder={t('verify.fromSeqHint')}
                inputMode="numeric"
                data-testid="audit-from-seq"
              />
              {seqError ? (
                <Field.ErrorText data-testid="audit-from-seq-error">{seqError}</Field.ErrorText>
              ) : null}
            </Field.Root>
            <Button type="submit" variant="outline" disabled={running} data-testid="audit-verify-from">
              {t('verify.fromEntry')}
            </Button>
          </HStack>
        </form>
      </Stack>
      <VerifierResult state={state} onStop={stop} />
    </Stack>
  );
}

function VerifierResult({ state, onStop }: { state: VerifierState; onStop: () => void }) {
  const { t } = useTranslation('audit');
  switch (state.phase) {
    case 'idle':
      return null;
    case 'running':
      return (
        <Stack gap="2" data-testid="audit-running">
          {/* The native element: its progressbar role and value come with it, and no Chakra recipe is needed. */}
          <chakra.progress
            w="full"
            h="2"
            max={100}
            aria-label={t('verify.title')}
            {...(state.total ? { value: Math.min(100, (state.checked / state.total) * 100) } : {})}
          />
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm">
              {state.total
                ? t('verify.progress', { checked: state.checked, total: state.total })
                : t('verify.running', { checked: state.checked })}
            </Text>
            <Button size="sm" variant="ghost" onClick={onStop}>
              {t('verify.stop')}
            </Button>
          </HStack>
        </Stack>
      );
    case 'intact':
      return (
        <Notice status="success" testId="audit-intact">
          {state.checked === 0
            ? t('verify.empty')
            : t('verify.intact', { checked: state.checked, first: state.first, last: state.last })}
        </Notice>
      );
    case 'stopped':
      return (
        <Notice status="info" testId="audit-stopped">
          {t('verify.stopped', { checked: state.checked, last: state.last })}
        </Notice>
      );
    case 'broken':
      return (
        <Stack gap="3">
          <Notice status="error" testId="audit-broken">
            {t('verify.broken', { seq: state.at.seq, checked: state.checked })}
          </Notice>
          <BreakDetails at={state.at} />
        </Stack>
      );
    case 'refused':
      return state.field === 'fromSeq' ? null : (
        <Notice status="error" testId="audit-refused">
          {state.message}
        </Notice>
      );
  }
}
