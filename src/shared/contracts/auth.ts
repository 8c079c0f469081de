import { z } from 'zod';
import { LOGIN_TYPES } from '../codes/roles';
import { CUSTOMER_TYPE, ID_DOCUMENT_TYPE } from '../codes/statuses';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import {
  contactNameSchema,
  creditCodeSchema,
  idCardOrPassportSchema,
  loginNameSchema,
  nameSchema,
  passwordConfirmRefinement,
  passwordSchema,
  pictureCodeSchema,
  requiredPhoneSchema,
  requiredSelect,
  requiredString,
  smsCodeSchema,
  termsAcceptedSchema,
} from '../validation/rules';

export { AUTH_PATHS } from './auth-paths';

const loginTypeSchema = z.enum([
  LOGIN_TYPES.SUPPLIER,
  LOGIN_TYPES.BUYER,
  LOGIN_TYPES.AGENT,
  LOGIN_TYPES.EXPERT,
]);

/** A picture code answer: the id the server issued with the image, and what the user typed. */
const pictureAnswer = { captchaId: requiredString, pictureCode: pictureCodeSchema };

export const loginRequestSchema = z.object({
  loginName: requiredString,
  password: z.string({ error: M.required }).min(1, { error: M.required }),
  /** Absent on the portal /login. */
  loginType: loginTypeSchema.optional(),
  ...pictureAnswer,
  slideId: requiredString,
  slideOffset: z.number({ error: M.required }).finite(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginResponse {
  token: string;
  /** Where the role of the session lands (spec 2.2). */
  landing: string;
}

export interface PictureCaptcha {
  captchaId: string;
  /** A data: URL of the image. */
  image: string;
  expiresInSeconds: number;
}

export interface SlideCaptcha {
  slideId: string;
  /** data: URLs of the background with its hole and of the piece that fills it. */
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  /** Top of the piece in px; only the horizontal offset is the puzzle. */
  pieceY: number;
  expiresInSeconds: number;
}

/** Section 3: user info. */
export interface UserInfo {
  id: string;
  name: string;
  avatar: string | null;
  loginName: string;
  roleCodes: string;
  departId: string;
  currentDepart: { id: string; departName: string };
  currentRol: { id: string; roleCode: string; roleName: string };
  /** A fingerprint of the session's token (accessKeyOf), never the token itself. */
  accessKey: string;
  /** Set while an administrator acts as this user. */
  proxyAdmin: { id: string; name: string } | null;
}

/** Section 3: organisation-role list. */
export interface DepartRoleList {
  commonUserDepartListVoList: {
    departId: string;
    departName: string;
    commonUserRoleDepartListVoList: { roleId: string; roleCode: string; roleName: string }[];
  }[];
}

export const switchRoleOrgSchema = z.object({ orgId: requiredString, roleId: requiredString });
export type SwitchRoleOrgRequest = z.infer<typeof switchRoleOrgSchema>;

export const proxyAdminLoginSchema = z.object({ userId: requiredString });

/** Registration: the picture code must be right before an SMS code is sent. */
export const registerSendCodeSchema = z.object({ phone: requiredPhoneSchema, ...pictureAnswer });
export type RegisterSendCodeRequest = z.infer<typeof registerSendCodeSchema>;

export interface SmsSendResponse {
  /** Seconds until another code may be requested for this phone. */
  retryAfter: number;
}

export const registerRequestSchema = z
  .object({
    customerType: z.enum([CUSTOMER_TYPE.ENTERPRISE, CUSTOMER_TYPE.INDIVIDUAL], { error: M.select }),
    enterpriseName: z.string().trim().optional(),
    creditCode: z.string().trim().optional(),
    enterpriseCode: z.string().trim().max(50).optional(),
    idType: z.enum([ID_DOCUMENT_TYPE.ID_CARD, ID_DOCUMENT_TYPE.PASSPORT], { error: M.select }).optional(),
    idNumber: z.string().trim().optional(),
    name: z.string().trim().optional(),
    loginName: loginNameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: M.required }).min(1, { error: M.required }),
    contactName: contactNameSchema,
    contactPhone: requiredPhoneSchema,
    ...pictureAnswer,
    smsCode: smsCodeSchema,
    agreement: termsAcceptedSchema,
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value.confirmPassword === 'string' && value.confirmPassword !== '')
        passwordConfirmRefinement(value, ctx);
      // Enterprise and individual suppliers fill different identity fields; check the ones that apply.
      const check = (path: string, schema: z.ZodType, input: unknown) => {
        const result = schema.safeParse(input);
        if (!result.success)
          ctx.addIssue({
            code: 'custom',
            path: [path],
            message: result.error.issues[0]?.message ?? M.required,
          });
      };
      if (value.customerType === CUSTOMER_TYPE.ENTERPRISE) {
        check('enterpriseName', nameSchema, value.enterpriseName);
        check('creditCode', creditCodeSchema, value.creditCode);
      } else if (value.customerType === CUSTOMER_TYPE.INDIVIDUAL) {
        check('name', nameSchema, value.name);
        check('idType', requiredSelect, value.idType);
        check('idNumber', idCardOrPassportSchema, value.idNumber);
      }
    },
    // Run even when other fields fail, so a form shows every error in one round, not two.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const checkDepartInfoSchema = z.object({ creditCode: creditCodeSchema });

export const retrieveCheckSchema = z.object({ account: requiredString, ...pictureAnswer });
export const retrieveSendCodeSchema = z.object({ ticket: requiredString });
export const retrieveCodeCheckSchema = z.object({ ticket: requiredString, smsCode: smsCodeSchema });
export const retrieveSetPasswordSchema = z
  .object({
    ticket: requiredString,
    password: passwordSchema,
    confirmPassword: z.string({ error: M.required }).min(1, { error: M.required }),
  })
  .superRefine(passwordConfirmRefinement);

export interface RetrievalTicket {
  ticket: string;
  expiresInSeconds: number;
}
