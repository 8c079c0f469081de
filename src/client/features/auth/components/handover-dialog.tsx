import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/contracts/auth';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';

export interface HandoverDialogProps {
  user: UserInfo;
  /** The user signed in on this page now, if any. */
  current: UserInfo | undefined;
  onDecide(agreed: boolean): void;
}

/** 'Sign in as <name> (<account>)?' before a handed-over token becomes this page's session. */
export function HandoverDialog({ user, current, onDecide }: HandoverDialogProps) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(true);
  const decided = useRef(false);
  const decide = (agreed: boolean) => {
    // Closing by Escape or a click outside counts as Cancel, and only the first answer counts.
    if (decided.current) return;
    decided.current = true;
    setOpen(false);
    onDecide(agreed);
  };
  const question = t('handover.question', { name: user.name, account: user.loginName });
  const replaces = current
    ? `\n${t('handover.replaces', { name: current.name, account: current.loginName })}`
    : '';
  return (
    <ConfirmDialog
      open={open}
      title={t('handover.title')}
      message={`${question}${replaces}`}
      confirmLabel={t('handover.continue')}
      danger={false}
      onCancel={() => decide(false)}
      onConfirm={() => decide(true)}
      data-testid="handover-dialog"
    />
  );
}
