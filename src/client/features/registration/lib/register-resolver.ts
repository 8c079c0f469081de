import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type RegisterRequest, registerRequestSchema } from '@/shared/contracts/auth';
import { CUSTOMER_TYPE } from '@/shared/codes/statuses';

export type RegisterValues = RegisterRequest;
export type RegisterPayload = z.output<typeof registerRequestSchema>;

const ENTERPRISE_ONLY = ['enterpriseName', 'creditCode', 'enterpriseCode'] as const;
const INDIVIDUAL_ONLY = ['name', 'idType', 'idNumber'] as const;

/** Drops the identity fields of the other customer type, which stay in the form when the type switches. */
export function applicableValues(values: RegisterValues): RegisterValues {
  const next = { ...values };
  const hidden = values.customerType === CUSTOMER_TYPE.INDIVIDUAL ? ENTERPRISE_ONLY : INDIVIDUAL_ONLY;
  for (const field of hidden) delete next[field];
  // The empty option of the document type select means "nothing chosen".
  if (next.idType === ('' as unknown)) next.idType = undefined;
  return next;
}

const contractResolver = zodResolver(registerRequestSchema);

/** The shared contract, applied to the fields of the chosen customer type only. */
export const registerResolver: Resolver<RegisterValues, unknown, RegisterPayload> = (
  values,
  context,
  options,
) => contractResolver(applicableValues(values), context, options);

export type RegisterFormApi = UseFormReturn<RegisterValues, unknown, RegisterPayload>;

/** The blank form; idType stays undefined because the enterprise form has no document type. */
export const EMPTY_REGISTRATION: RegisterValues = {
  customerType: CUSTOMER_TYPE.ENTERPRISE,
  enterpriseName: '',
  creditCode: '',
  enterpriseCode: '',
  name: '',
  idType: undefined,
  idNumber: '',
  loginName: '',
  password: '',
  confirmPassword: '',
  contactName: '',
  contactPhone: '',
  captchaId: '',
  pictureCode: '',
  smsCode: '',
  agreement: false,
};
