/** Query keys of the opened screen: one root, so a frame or a sign-out refreshes all of it. */
export const openedScreenKeys = {
  all: ['opened-screen'] as const,
  view: (projectId: string) => ['opened-screen', 'view', projectId] as const,
  projects: () => ['opened-screen', 'projects'] as const,
};
