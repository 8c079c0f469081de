import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureCodeField } from '@/client/ui/picture-code-field';
import { notifySuccess } from '@/client/ui/toaster';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { sendRegisterCode } from '../api/send-register-code';
import { useCountdown } from '@/client/lib/use-countdown';
import type { RegisterFormApi } from '../lib/register-resolver';
import { showServerError } from '@/client/lib/form-server-error';
import { SmsCodeField } from '@/client/ui/sms-code-field';

interface VerificationFieldsProps {
  form: RegisterFormApi;
  onCaptchaChange(captchaId: string): void;
  /** The server uses a picture code up on every check, right or wrong. */
  refreshPicture(): void;
}

// The send-code request names the phone 'phone'; on this form it is the contact phone.
const SEND_FIELDS: Record<string, 'contactPhone' | 'pictureCode' | 'captchaId'> = {
  phone: 'contactPhone',
  pictureCode: 'pictureCode',
  captchaId: 'pictureCode',
};

/** The picture code, then the SMS code with its send button and resend countdown. */
export function VerificationFields({ form, onCaptchaChange, refreshPicture }: VerificationFieldsProps) {
  const { t } = useTranslation('register');
  const { register, formState, getValues, setError, trigger, setFocus } = form;
  const { errors } = formState;
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!getValues('pictureCode')?.trim()) {
      setError('pictureCode', { type: 'custom', message: M.pictureCodeFirst });
      setFocus('pictureCode');
      return;
    }
    if (!(await trigger(['contactPhone', 'pictureCode']))) return;
    const phone = getValues('contactPhone').trim();
    setSending(true);
    try {
      const { retryAfter } = await sendRegisterCode({
        phone,
        captchaId: getValues('captchaId'),
        pictureCode: getValues('pictureCode'),
      });
      countdown.start(retryAfter);
      notifySuccess(t('form.codeSent', { phone }));
      setFocus('smsCode');
    } catch (error) {
      showServerError(error, Object.keys(SEND_FIELDS), (field, message) =>
        setError(SEND_FIELDS[field] ?? 'pictureCode', { type: 'server', message }),
      );
      refreshPicture();
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PictureCodeField
        input={register('pictureCode')}
        error={errors.pictureCode?.message ?? errors.captchaId?.message}
        onCaptchaChange={onCaptchaChange}
      />
      <SmsCodeField
        input={register('smsCode')}
        error={errors.smsCode?.message}
        sending={sending}
        remaining={countdown.remaining}
        onSend={() => void send()}
      />
    </>
  );
}
