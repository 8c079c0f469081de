import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '@/shared/contracts/auth';

const blank = {
  customerType: '00',
  enterpriseName: '',
  creditCode: '',
  enterpriseCode: '',
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

const pathsOf = (input: object) => {
  const result = registerRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('registration contract', () => {
  it('reports the cross-field rules together with every other error, in one round', () => {
    const paths = pathsOf({ ...blank, loginName: 'ab', password: 'Abcd1234!', confirmPassword: 'x' });
    expect(paths).toEqual(
      expect.arrayContaining([
        'loginName:validation:loginName',
        'confirmPassword:validation:passwordMismatch',
        'enterpriseName:validation:required',
        'creditCode:validation:required',
      ]),
    );
  });

  it('checks the identity fields of the chosen customer type only', () => {
    const individual = pathsOf({
      ...blank,
      customerType: '01',
      name: '',
      idType: undefined,
      idNumber: '123',
    });
    expect(individual).toEqual(
      expect.arrayContaining(['name:validation:required', 'idNumber:validation:idCardOrPassport']),
    );
    expect(individual.some((p) => p.startsWith('creditCode'))).toBe(false);
  });

  it('does not call an empty confirmation a mismatch', () => {
    expect(
      pathsOf({ ...blank, password: 'Abcd1234!' }).filter((p) => p.startsWith('confirmPassword')),
    ).toEqual(['confirmPassword:validation:required']);
  });
});
