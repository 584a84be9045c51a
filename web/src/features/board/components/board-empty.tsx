import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../components/button';
import { PinIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';

/** No pins yet: how to pin a question (from the results review of an evaluated quiz). */
export function BoardEmpty() {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={<PinIcon size={28} />}
      title={t('board.empty.title')}
      text={t('board.empty.text')}
      tone="info"
    >
      <ButtonLink to="/kurzy" variant="secondary">
        {t('board.empty.courses')}
      </ButtonLink>
    </StateMessage>
  );
}
