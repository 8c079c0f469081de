import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DonePage } from '@/client/ui/done-page';

export function ResetPasswordFinish() {
  const { t } = useTranslation('register');
  return (
    <DonePage
      title={t('resetFinish.title')}
      message={t('resetFinish.message')}
      action={<Link to="/login">{t('resetFinish.toLogin')}</Link>}
    />
  );
}
