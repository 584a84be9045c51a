import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';

/** A full-width "Back" under a form: history back, or the login when the form was opened directly. */
export function BackButtonLink({ fallback = '/prihlaseni' }: { fallback?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      block
      onClick={() => void (location.key !== 'default' ? navigate(-1) : navigate(fallback, { replace: true }))}
    >
      {t('common.back')}
    </Button>
  );
}
