import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type LoginRequest, type LoginResponse } from '@/shared/contracts/auth';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>(AUTH_PATHS.login, request);
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });
}
