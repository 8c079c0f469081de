import { Button, chakra, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseDraftResult } from '@/client/data/use-draft';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';

interface TenderFormShellProps {
  testId: string;
  draft: UseDraftResult;
  /** Puts the form back to its defaults once the draft is discarded. */
  onDiscarded(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Closed (deadline passed, not allowed): the fields show what was typed and cannot be sent. */
  disabled: boolean;
  submitting: boolean;
  submitLabel: ReactNode;
  /** Shown above the fields, also while they are disabled. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of a supplier's tender form: restored-draft notice, fields, send button (stuck to the bottom on a phone). */
export function TenderFormShell(props: TenderFormShellProps) {
  const { testId, draft, onDiscarded, onSubmit, disabled, submitting, submitLabel, intro, children } = props;
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="4" maxW="xl">
        {draft.restoredFrom !== null ? (
          <DraftNotice
            savedAt={draft.restoredFrom}
            onDiscard={() => void draft.discard().then(onDiscarded)}
          />
        ) : null}
        <DraftTabsNotice draft={draft} />
        {intro}
        <chakra.fieldset disabled={disabled} minW="0">
          <Stack gap="4">{children}</Stack>
        </chakra.fieldset>
        <FormActionBar>
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            disabled={disabled}
            loading={submitting}
          >
            {submitLabel}
          </Button>
        </FormActionBar>
      </Stack>
    </chakra.form>
  );
}
