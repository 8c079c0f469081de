import { useQuery } from '@tanstack/react-query';
import { supplierDocumentsQueryOptions, taskDocumentsQueryOptions } from '../api/kept-documents';

export function useSupplierDocuments(userId: string, projectId: string) {
  return useQuery(supplierDocumentsQueryOptions(userId, projectId));
}

export function useTaskDocuments(userId: string, projectId: string) {
  return useQuery(taskDocumentsQueryOptions(userId, projectId));
}
