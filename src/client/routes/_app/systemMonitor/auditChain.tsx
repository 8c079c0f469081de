import { createFileRoute } from '@tanstack/react-router';
import { ChainVerifierPage } from '@/client/features/audit';

export const Route = createFileRoute('/_app/systemMonitor/auditChain')({
  staticData: { title: 'menu:auditChain' },
  component: ChainVerifierPage,
});
