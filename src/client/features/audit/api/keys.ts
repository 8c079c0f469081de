/** Query keys of the audit trail's reads. */
export const auditKeys = {
  all: ['audit'] as const,
  timeline: (projectId: string) => ['audit', 'timeline', projectId] as const,
};
