import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DonePage } from '@/client/ui/done-page';

export function RegisterFinish() {
  const { t } = useTranslation('register');
  return (
    <DonePage
      title={t('finish.title')}
      message={t('finish.message')}
      action={<Link to="/supplierLogin">{t('finish.toLogin')}</Link>}
    />
  );
}
