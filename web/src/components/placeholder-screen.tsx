import { useTranslation } from 'react-i18next';
import { ToolsIcon } from './icons';
import { ScreenLayout } from './screen-layout';
import { StateMessage } from './state-message';

/** A screen that exists in the router but is still being built: heading and an honest note. */
export function PlaceholderScreen({ title, back = true }: { title: string; back?: boolean }) {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={title} back={back}>
      <StateMessage icon={<ToolsIcon size={28} />} title={t('placeholder.note')} tone="info" />
    </ScreenLayout>
  );
}
