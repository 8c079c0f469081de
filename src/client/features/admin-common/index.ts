// What the administration areas share: one Idempotency-Key per user action, the save, delete and
// confirm flows of their forms and lists, the reading of a server refusal, and server trees.
export type { Action } from './api/action';
export { actionKey } from './api/action-key';
export { useConfirmMutation } from './hooks/use-confirm-mutation';
export { useDeleteFlow } from './hooks/use-delete-flow';
export { useFormMutation } from './hooks/use-form-mutation';
export { useSaveFlow } from './hooks/use-save-flow';
export { refusalRule } from './lib/server-error';
export { type FlatNode, findNode, flattenTree, subtreeIds } from './lib/tree';
