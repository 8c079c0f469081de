import { Box, Button, Grid, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import { SCHEME_STATUS as S } from '@/shared/codes/plans';
import type { SchemeAction, SchemeView } from '@/shared/contracts/schemes';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { executeScheme, moveScheme, SCHEME_KEY, schemeOptions } from '../api/calls';
import { SchemeMoney, SchemeStatusBadge, yuanText } from './scheme-bits';

interface SchemeDetailPageProps {
  id: string;
  onEdit(id: string): void;
  onBack(): void;
}

const ACTIONS_BY_STATUS: Record<string, SchemeAction[]> = {
  [S.DRAFT]: ['submit', 'cancel'],
  [S.SUBMITTED]: ['approve', 'reject', 'withdraw', 'cancel'],
  [S.APPROVED]: ['cancel'],
  [S.REJECTED]: ['cancel'],
};

/** purchasePlan-detail: the scheme, its packages and their lines, history, created tender projects, moves. */
export function SchemeDetailPage({ id, onEdit, onBack }: SchemeDetailPageProps) {
  const { t } = useTranslation('scheme');
  const query = useQuery(schemeOptions(id));
  const scheme = query.data;
  if (query.isError) return <Text>{t('messages.notShown')}</Text>;
  if (!scheme) return null;
  return <SchemeDetail scheme={scheme} onEdit={onEdit} onBack={onBack} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box wordBreak="break-word">{children}</Box>
    </Stack>
  );
}

function SchemeDetail({
  scheme,
  onEdit,
  onBack,
}: { scheme: SchemeView } & Omit<SchemeDetailPageProps, 'id'>) {
  const { t } = useTranslation('scheme');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<SchemeAction | 'execute'>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const editable = scheme.status === S.DRAFT || scheme.status === S.REJECTED;
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending === 'execute') await executeScheme({ id: scheme.id, version: scheme.version });
      else
        await moveScheme({
          id: scheme.id,
          action: pending,
          version: scheme.version,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        });
      notifySuccess(t(pending === 'execute' ? 'messages.executed' : 'messages.moved'));
      await queryClient.invalidateQueries({ queryKey: SCHEME_KEY });
      setPending(undefined);
      setReason('');
      if (pending === 'cancel') onBack();
    } catch {
      // Toasted by the request layer.
    } finally {
      setBusy(false);
    }
  };
  const button = (action: SchemeAction | 'execute', palette?: string) => (
    <Button
      key={action}
      size={{ base: 'lg', md: 'sm' }}
      variant={palette ? 'solid' : 'outline'}
      colorPalette={palette ?? 'gray'}
      onClick={() => setPending(action)}
      data-testid={`scheme-${action}`}
    >
      {t(`actions.${action}`)}
    </Button>
  );

  return (
    <Stack gap="4" data-testid="scheme-detail-page" data-status={scheme.status}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg" wordBreak="break-word">
          {scheme.name}
        </Heading>
        <SchemeStatusBadge status={scheme.status} />
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
        <Fact label={t('fields.code')}>{scheme.code}</Fact>
        <Fact label={t('fields.tenderMethod')}>{t(`codes:tenderMethod.${scheme.tenderMethod}`)}</Fact>
        <Fact label={t('fields.organiser')}>
          {t(`codes:schemeOrganiser.${scheme.organiser}`)}
          {scheme.agencyName ? ` · ${scheme.agencyName}` : ''}
        </Fact>
        <Fact label={t('fields.budget')}>
          <SchemeMoney yuan={scheme.budget} testId="scheme-budget" />
        </Fact>
        <Fact label={t('fields.publishDate')}>{scheme.publishDate}</Fact>
        <Fact label={t('fields.quoteEndTime')}>
          <BusinessTime at={scheme.quoteEndTime} />
        </Fact>
        <Fact label={t('fields.evaluationMethod')}>
          {t(`codes:evaluationMethod.${scheme.evaluationMethod}`)}
        </Fact>
        <Fact label={t('fields.createdBy')}>{scheme.createdByName}</Fact>
        {scheme.reason ? <Fact label={t('fields.reason')}>{scheme.reason}</Fact> : null}
      </Grid>
      {scheme.qualification ? (
        <Fact label={t('fields.qualification')}>
          <Text whiteSpace="pre-wrap">{scheme.qualification}</Text>
        </Fact>
      ) : null}
      <Heading size="md">{t('fields.packages')}</Heading>
      <Stack gap="3" data-testid="scheme-packages">
        {scheme.packages.map((p) => (
          <Box key={p.id} borderWidth="1px" borderRadius="md" p="3" data-testid="scheme-detail-package">
            <Text fontWeight="semibold" wordBreak="break-word">
              {p.name} · {yuanText(p.budget)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {p.code}
            </Text>
            <Stack gap="1" mt="2">
              {p.lines.map((l) => (
                <Text key={l.id} fontSize="sm" wordBreak="break-word" data-testid="scheme-line">
                  {l.planTitle} #{l.lineNo} · {l.materialName} · {l.quantity} {l.unitCode} ·{' '}
                  {yuanText(l.amount)} · {t(`codes:planStatus.${l.status}`)}
                </Text>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      {scheme.projects.length > 0 ? (
        <>
          <Heading size="md">{t('fields.projects')}</Heading>
          <Stack gap="1" data-testid="scheme-projects">
            {scheme.projects.map((p) => (
              <Link
                key={p.id}
                to={TENDER_ROUTES.projectEdit}
                search={{ id: p.id }}
                data-testid="scheme-project-link"
              >
                <Text
                  as="span"
                  color="brand.fg"
                  textDecoration="underline"
                  display="inline-block"
                  minH="24px"
                >
                  {p.projectCode} · {p.name}
                </Text>
              </Link>
            ))}
          </Stack>
        </>
      ) : null}
      <Heading size="md">{t('fields.history')}</Heading>
      <Stack gap="1" data-testid="scheme-history">
        {scheme.history.map((h) => (
          <HStack key={h.id} gap="3" wrap="wrap" fontSize="sm" data-testid="scheme-history-row">
            <BusinessTime at={h.at} />
            <Text>{t(`actions.${h.action}`, { defaultValue: h.action })}</Text>
            <Text color="fg.muted">{h.actorName}</Text>
            {h.reason ? <Text>{h.reason}</Text> : null}
          </HStack>
        ))}
      </Stack>
      {scheme.status !== S.EXECUTED ? (
        <FormField label={t('fields.reason')} helper={t('validation.reasonRequired')}>
          <Textarea
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            data-testid="scheme-reason"
          />
        </FormField>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button size={{ base: 'lg', md: 'sm' }} variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        {editable ? (
          <Button size={{ base: 'lg', md: 'sm' }} variant="outline" onClick={() => onEdit(scheme.id)}>
            {t('actions.edit')}
          </Button>
        ) : null}
        {(ACTIONS_BY_STATUS[scheme.status] ?? []).map((a) =>
          button(
            a,
            a === 'approve' || a === 'submit'
              ? 'brand'
              : a === 'reject' || a === 'cancel'
                ? 'red'
                : undefined,
          ),
        )}
        {scheme.status === S.APPROVED ? button('execute', 'brand') : null}
      </HStack>
      <ConfirmDialog
        open={!!pending}
        title={pending ? t(`actions.${pending}`) : ''}
        message={
          pending === 'execute' ? t('messages.executeConfirm') : pending ? t(`actions.${pending}`) : ''
        }
        danger={pending === 'reject' || pending === 'cancel'}
        busy={busy}
        onCancel={() => setPending(undefined)}
        onConfirm={run}
        data-testid="scheme-confirm"
      />
    </Stack>
  );
}
