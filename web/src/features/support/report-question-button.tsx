import { useTranslation } from '../../i18n/use-translation';
import { ExternalButtonLink } from '../../components/button';
import { MailIcon } from '../../components/icons';
import { useConfig } from '../../lib/config-context';
import { mailtoUrl } from './mailto';

/** SPEC §2/§7: a mail to support naming the question (and quiz), the app version and the page. */
export function ReportQuestionButton({ questionId, quizId }: { questionId: number; quizId?: number }) {
  const { t } = useTranslation();
  const { supportEmail, version, build } = useConfig();
  const body = [
    t('support.reportBodyIntro', { questionId }),
    '',
    '',
    '---',
    t('support.reportQuestion', { questionId }),
    quizId === undefined ? null : t('support.reportQuiz', { quizId }),
    t('support.appVersion', { version, build }),
    t('support.pageAddress', { address: window.location.href }),
  ]
    .filter((line) => line !== null)
    .join('\n');
  return (
    <ExternalButtonLink
      variant="secondary"
      small
      icon={<MailIcon size={16} />}
      href={mailtoUrl(supportEmail, t('support.reportSubject', { questionId }), body)}
    >
      {t('support.reportQuestionError')}
    </ExternalButtonLink>
  );
}
