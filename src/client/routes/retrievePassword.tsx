import { createFileRoute } from '@tanstack/react-router';
import { RetrievePassword } from '@/client/features/retrieval/components/retrieve-password';

export const Route = createFileRoute('/retrievePassword')({
  component: RetrievePassword,
});
