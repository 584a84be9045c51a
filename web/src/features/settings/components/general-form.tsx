import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { User } from '@studovna/core/contract';
import { validateProfile } from '@studovna/core/domain';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/api/action-result';
import { useConfig } from '../../../lib/config-context';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker, type ChosenAvatar } from './avatar-picker';
import fieldStyles from '../../../components/form-field.module.css';
import styles from '../settings.module.css';

type ProfileValues = Pick<User, 'first_name' | 'last_name' | 'nickname' | 'description'>;

const valuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  nickname: user.nickname,
  description: user.description,
});

/**
 * General tab (SPEC §2, §5): first name, last name, nickname (not blank), bio and avatar. On error
 * the server's message (or a generic one) is shown above the button and what was typed stays.
 */
export function GeneralForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const toast = useToast();
  const save = useUpdateProfile(user.id);
  const bioId = useId();
  const nicknameRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(() => valuesOf(user));
  const [avatar, setAvatar] = useState<ChosenAvatar | null>(null);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // the preview's object URL is released when it is replaced or the form goes away
  const previewUrl = avatar?.previewUrl;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const change = (field: keyof ProfileValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'nickname') setNicknameError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const code = validateProfile(values);
    if (code) {
      setNicknameError(t(code, { ns: 'shared' }));
      nicknameRef.current?.focus();
      return;
    }
    save.mutate(
      { ...values, avatar: avatar?.file ?? null },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved));
          setAvatar(null);
          toast.show({ message: t('settings.saved', { ns: 'shared' }), tone: 'success' });
        },
        onError: (failure) =>
          setServerError(
            failureMessage(failure, {
              network: t('errors.network', { domain }),
              fallback: t('settings.saveFailed'),
            }),
          ),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AvatarPicker user={user} chosen={avatar} onChoose={setAvatar} />
      <TextField
        label={t('settings.firstName')}
        autoComplete="given-name"
        maxLength={100}
        value={values.first_name}
        onChange={(event) => change('first_name', event.target.value)}
      />
      <TextField
        label={t('settings.lastName')}
        autoComplete="family-name"
        maxLength={100}
        value={values.last_name}
        onChange={(event) => change('last_name', event.target.value)}
      />
      <TextField
        ref={nicknameRef}
        label={t('settings.nickname')}
        autoComplete="nickname"
        maxLength={100}
        hint={t('settings.nicknameHint')}
        value={values.nickname}
        error={nicknameError}
        onChange={(event) => change('nickname', event.target.value)}
      />
      <div className={fieldStyles.field}>
        <label htmlFor={bioId} className={fieldStyles.label}>
          {t('settings.bio')}
        </label>
        <textarea
          id={bioId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          maxLength={2000}
          aria-describedby={`${bioId}-hint`}
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
        />
        <p id={`${bioId}-hint`} className={fieldStyles.hint}>
          {t('settings.bioHint')}
        </p>
      </div>
      {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      <Button type="submit" block disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
