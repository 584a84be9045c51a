import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation, useNavigate, type LinkProps, type To } from 'react-router';
import { Dialog } from '../../components/dialog';
import { useStudioT } from '../i18n/studio-i18n';

interface UnsavedChanges {
  /** Marks the form `id` as edited (or no longer). */
  mark(id: string, dirty: boolean): void;
  /** Runs `leave` at once when nothing is edited, else after the author agrees to discard the edits. */
  confirmLeave(leave: () => void): void;
}

const UnsavedContext = createContext<UnsavedChanges | null>(null);

/**
 * Edited forms of the studio: leaving one by a studio link asks first, and the browser asks before the
 * page is closed or reloaded. (Back in the browser's history is not stopped: the app's router has no
 * blocking, and the edits stay while the form is open.)
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const t = useStudioT();
  const dirty = useRef(new Set<string>());
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [anyDirty, setAnyDirty] = useState(false);

  const mark = useCallback((id: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(id);
    else dirty.current.delete(id);
    setAnyDirty(dirty.current.size > 0);
  }, []);

  const confirmLeave = useCallback((leave: () => void) => {
    if (dirty.current.size === 0) leave();
    else setPending(() => leave);
  }, []);

  useEffect(() => {
    if (!anyDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyDirty]);

  const value = useMemo(() => ({ mark, confirmLeave }), [mark, confirmLeave]);
  return (
    <UnsavedContext value={value}>
      {children}
      <Dialog
        open={pending !== null}
        alert
        title={t('unsaved.title')}
        onClose={() => setPending(null)}
        actions={[
          { label: t('unsaved.stay'), variant: 'secondary' },
          {
            label: t('unsaved.discard'),
            variant: 'danger',
            onSelect: () => {
              dirty.current.clear();
              setAnyDirty(false);
              pending?.();
            },
          },
        ]}
      >
        <p>{t('unsaved.text')}</p>
      </Dialog>
    </UnsavedContext>
  );
}

function useUnsaved(): UnsavedChanges {
  const value = use(UnsavedContext);
  if (!value) throw new Error('useUnsaved needs an UnsavedChangesProvider');
  return value;
}

/** Tells the studio whether the form `id` holds edits; forgets them when the form goes. */
export function useMarkUnsaved(id: string, dirty: boolean) {
  const { mark } = useUnsaved();
  useEffect(() => {
    mark(id, dirty);
    return () => mark(id, false);
  }, [mark, id, dirty]);
}

/** A navigation that asks before discarding edits. */
export function useGuardedNavigate() {
  const { confirmLeave } = useUnsaved();
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: { replace?: boolean }) => confirmLeave(() => void navigate(to, options)),
    [confirmLeave, navigate],
  );
}

/** A click handler for a router link to `to` that asks before discarding edits. */
export function useGuardedClick() {
  const { confirmLeave } = useUnsaved();
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, to: To, options?: { replace?: boolean; state?: unknown }) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      confirmLeave(() => void navigate(to, options));
    },
    [confirmLeave, navigate],
  );
}

/** A studio link that asks before discarding edits. */
export function GuardedLink({ onClick, ...props }: LinkProps) {
  const guard = useGuardedClick();
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event);
        guard(event, props.to, { replace: props.replace, state: props.state });
      }}
    />
  );
}

/**
 * A section link, marked (`aria-current`, `className(true)`) while its page or one under it is shown
 * (`end`: only its own page), that asks before discarding edits.
 */
export function GuardedNavLink({
  to,
  end,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className: (active: boolean) => string;
  children: ReactNode;
}) {
  const guard = useGuardedClick();
  const { pathname } = useLocation();
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      className={className(active)}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => guard(event, to)}
    >
      {children}
    </Link>
  );
}

/** A link out of the app's router (the learner's app, the login) that asks before discarding edits. */
export function useConfirmLeave() {
  return useUnsaved().confirmLeave;
}
