import { useTranslation } from '../../i18n/use-translation';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { useConfig } from '../../lib/config-context';
import styles from './profile.module.css';

/** Support e-mail and phone from the configuration (SPEC §2 profile, §9). */
export function SupportContact() {
  const { t } = useTranslation();
  const { supportEmail, supportPhone } = useConfig();
  return (
    <section className={styles.card} aria-labelledby="support-title">
      <h2 id="support-title">{t('profile.support')}</h2>
      <p className={styles.muted}>{t('profile.supportText')}</p>
      <ul className={styles.contacts}>
        <li>
          <a href={`mailto:${supportEmail}`}>
            <MailIcon size={20} />
            <span className="visually-hidden">{t('profile.supportEmail')}:</span> <span>{supportEmail}</span>
          </a>
        </li>
        <li>
          <a href={`tel:${supportPhone.replace(/\s+/g, '')}`}>
            <PhoneIcon size={20} />
            <span className="visually-hidden">{t('profile.supportPhone')}:</span> <span>{supportPhone}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
