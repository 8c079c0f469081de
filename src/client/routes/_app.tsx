import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SessionError } from '@/client/features/auth/components/session-error';
import { requireSession } from '@/client/features/auth/guard';
import { session } from '@/client/data/session';
import { i18next } from '@/client/lib/i18n';
import { ChatButton } from '@/client/features/chat/components/chat-button';
import { NotificationBell } from '@/client/features/notifications';
import { InstallButton } from '@/client/features/pwa/install-button';
import { OfflineIndicator } from '@/client/features/pwa/offline-indicator';
import { prefetchMenu } from '@/client/features/shell/api/get-menu';
import { ShellLayout } from '@/client/features/shell/components/shell-layout';
import { StorageBanner } from '@/client/features/sync/components/storage-banner';
import { SyncBadge } from '@/client/features/sync/components/sync-badge';
import type { ShellUser, ShellUserAction } from '@/client/features/shell/components/user-menu';

// The signed-in area: every route below passes the guard of spec 2.5 / 2.12 first.
export const Route = createFileRoute('/_app')({
  beforeLoad: async (match) => {
    await requireSession(match);
    // The menu is asked for now, while the shell's code loads, not once the shell has rendered.
    prefetchMenu(match.context.queryClient, session.userInfo, i18next.language);
  },
  component: SignedInShell,
  errorComponent: SessionError,
});

type OpenDialog = 'switchOrg' | 'lock' | 'logout' | null;

// The user menu's dialogs (and their forms, schemas and queries) load on first use, not with the shell.
const SwitchOrgDialog = lazy(() =>
  import('@/client/features/auth/components/switch-org-dialog').then((m) => ({ default: m.SwitchOrgDialog })),
);
const LockDialog = lazy(() =>
  import('@/client/features/auth/components/lock-dialog').then((m) => ({ default: m.LockDialog })),
);
const LogoutDialog = lazy(() =>
  import('@/client/features/auth/components/logout-dialog').then((m) => ({ default: m.LogoutDialog })),
);

/** The shell of spec 2.5 with the session's user and the session's own dialogs in its user menu. */
function SignedInShell() {
  const { t } = useTranslation('auth');
  const { userInfo } = useSnapshot(session);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A dialog stays mounted once opened, so closing it plays its exit animation like any other.
  const opened = useRef(new Set<OpenDialog>()).current;
  if (dialog) opened.add(dialog);
  const navigate = useNavigate();
  const close = () => setDialog(null);

  const actions = useMemo<ShellUserAction[]>(
    () => [
      { id: 'switchOrg', label: t('topBar.switchOrg'), onSelect: () => setDialog('switchOrg') },
      { id: 'lock', label: t('topBar.lock'), onSelect: () => setDialog('lock') },
      { id: 'logout', label: t('topBar.logout'), onSelect: () => setDialog('logout') },
    ],
    [t],
  );

  // The guard has loaded the user info before this renders; sign-out clears it on the way out.
  if (!userInfo) return null;
  const roleCode = userInfo.currentRol.roleCode;
  const user: ShellUser = {
    id: userInfo.id,
    name: userInfo.name,
    organisation: userInfo.currentDepart.departName,
    role: t(`codes:role.${roleCode}`, { defaultValue: userInfo.currentRol.roleName }),
    roleId: userInfo.currentRol.id,
    proxyAdminName: userInfo.proxyAdmin?.name ?? null,
  };

  return (
    <ShellLayout
      user={user}
      userActions={actions}
      topBarStatus={
        <>
          <OfflineIndicator />
          <SyncBadge compact onClick={() => void navigate({ to: '/syncCentre' })} />
          <NotificationBell />
        </>
      }
      topBarExtras={
        <>
          <StorageBanner />
          <ChatButton />
          <InstallButton />
        </>
      }
      slots={
        <Suspense fallback={null}>
          {opened.has('switchOrg') && <SwitchOrgDialog open={dialog === 'switchOrg'} onClose={close} />}
          {opened.has('lock') && <LockDialog open={dialog === 'lock'} onClose={close} />}
          {opened.has('logout') && <LogoutDialog open={dialog === 'logout'} onClose={close} />}
        </Suspense>
      }
    />
  );
}
