import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { useStudioT } from '../i18n/studio-i18n';

/** Asks for a link's address; an empty one removes the link. */
export function LinkDialog({
  open,
  initial,
  onClose,
  onApply,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const t = useStudioT();
  // the dialog's content is mounted anew each time it opens, so it starts from the link at the cursor
  return open ? <LinkDialogOpen initial={initial} onClose={onClose} onApply={onApply} t={t} /> : null;
}

function LinkDialogOpen({
  initial,
  onClose,
  onApply,
  t,
}: {
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
  t: ReturnType<typeof useStudioT>;
}) {
  const [href, setHref] = useState(initial);
  const apply = () => {
    const address = href.trim();
    onApply(address === '' || /^(https?:|mailto:)/i.test(address) ? address : `https://${address}`);
  };
  return (
    <Dialog
      open
      title={t('editor.linkTitle')}
      onClose={onClose}
      actions={[
        { label: t('general.cancel'), variant: 'secondary' },
        { label: t('editor.linkApply'), onSelect: apply },
      ]}
    >
      <form
        // an address without https:// is completed, not refused by the browser
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          apply();
        }}
      >
        <TextField
          label={t('editor.linkAddress')}
          hint={t('editor.linkHint')}
          type="url"
          inputMode="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          spellCheck={false}
        />
      </form>
    </Dialog>
  );
}
