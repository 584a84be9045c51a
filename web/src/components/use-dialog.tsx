import { useCallback, useState, type ReactNode } from 'react';
import { Dialog, type DialogAction } from './dialog';

export interface DialogRequest {
  title: string;
  text?: ReactNode;
  actions: DialogAction[];
}

/** One alert dialog at a time for a screen: `show` opens it, the chosen action closes it and runs. */
export function useDialog() {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const show = useCallback((next: DialogRequest) => setRequest(next), []);
  const dialog = (
    <Dialog
      open={request !== null}
      alert
      title={request?.title ?? ''}
      onClose={() => setRequest(null)}
      actions={request?.actions ?? []}
    >
      {request?.text}
    </Dialog>
  );
  return { show, dialog, open: request !== null };
}
