import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { Comment, CommentReportReason, User } from '@studovna/core/contract';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { LoadingState } from '../../components/spinner';
import { useConfig } from '../../lib/config-context';
import { useAppStore } from '../../lib/store';
import { useDeleteComment, useReportComment } from './api/comment-actions';
import { useComments } from './api/comments-query';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { latestOwnComment, rootOf, threadOf } from './comment-thread';
import { failureDetail } from './failure-detail';
import { ReportDialog } from './report-dialog';
import type { ThreadControls } from './thread-controls';
import styles from './comments.module.css';

/**
 * 'Komentáře' under a lesson or a quiz (SPEC §2, §5): the post's threads for a logged-in learner, newest
 * first, with a new-comment input, replies and deleting one's own comment without replies. Guests get a
 * one-line hint to log in instead of the list (the list needs a user id).
 */
export function CommentsSection({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAppStore((state) => (state.user.token ? state.user.info : null));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 ref={heading} id={headingId} tabIndex={-1} className={styles.heading}>
        {t('comments.title')}
      </h2>
      {user ? (
        <CommentsThread postId={postId} user={user} focusHeading={() => heading.current?.focus()} />
      ) : (
        <p className={styles.guest}>
          {t('comments.guestHint')}{' '}
          <Link to="/prihlaseni" state={{ screen: pathname }} className={styles.login}>
            {t('session.login')}
          </Link>
        </p>
      )}
    </section>
  );
}

interface CommentsThreadProps {
  postId: number;
  user: User;
  focusHeading: () => void;
}

function CommentsThread({ postId, user, focusHeading }: CommentsThreadProps) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const comments = useComments(postId, user.id);
  const remove = useDeleteComment(postId, user.id);
  const report = useReportComment(postId, user.id);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [focusId, setFocusId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const [failure, setFailure] = useState<{ title: string; detail: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });
  const thread = useMemo(() => threadOf(comments.data?.pages ?? []), [comments.data]);

  const announce = (text: string) => setAnnouncement((current) => ({ text, n: current.n + 1 }));
  const expand = (rootId: number | null) =>
    setCollapsed((current) => new Set([...current].filter((id) => id !== rootId)));

  const controls: ThreadControls = {
    postId,
    user,
    replyTo,
    setReplyTo,
    collapsed,
    toggle: (id) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    askDelete: (comment) => {
      if (!remove.isPending) setConfirming(comment);
    },
    askReport: (comment) => {
      if (!report.isPending) setReporting(comment);
    },
    replied: (answered) => {
      announce(t('comments.added'));
      setReplyTo(null);
      const added = latestOwnComment(answered, user.id);
      if (added === null) return;
      expand(rootOf(answered, added));
      setFocusId(added);
    },
    focusId,
    focused: () => setFocusId(null),
  };

  const deleteComment = (comment: Comment) =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        announce(t('comments.deleted'));
        if (comment.parent) setFocusId(comment.parent);
        else focusHeading();
      },
      onError: (error) =>
        setFailure({ title: t('errors.comments.failedToDelete'), detail: failureDetail(error, t, domain) }),
    });

  const reportComment = (comment: Comment, reason: CommentReportReason) =>
    report.mutate(
      { id: comment.id, reason },
      {
        onSuccess: () => {
          announce(t('comments.report.done'));
          setFocusId(comment.id);
        },
        onError: (error) =>
          setFailure({ title: t('comments.report.failed'), detail: failureDetail(error, t, domain) }),
      },
    );

  let list;
  if (!comments.data) {
    list = comments.isError ? (
      <div className={styles.problem} role="alert">
        <p>{t('errors.comments.failedToLoad', { domain })}</p>
        <Button variant="secondary" small onClick={() => void comments.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    ) : (
      <LoadingState label={t('comments.loading')} />
    );
  } else if (thread.length === 0) {
    list = <p className={styles.empty}>{t('comments.empty')}</p>;
  } else {
    list = (
      <ul className={styles.list} aria-label={t('comments.listLabel')}>
        {thread.map((comment) => (
          <CommentItem key={comment.id} comment={comment} depth={0} controls={controls} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <CommentForm postId={postId} user={user} onPosted={() => announce(t('comments.added'))} />
      {list}
      {comments.isFetchNextPageError ? (
        <p className={styles.problem} role="alert">
          {t('errors.comments.failedToLoad', { domain })}
        </p>
      ) : null}
      {comments.hasNextPage ? (
        <Button
          variant="secondary"
          className={styles.more}
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? t('common.loading') : t('comments.loadMore')}
        </Button>
      ) : null}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <span key={announcement.n}>{announcement.text}</span>
      </div>
      <Dialog
        open={confirming !== null}
        alert
        title={t('comments.deleteConfirm')}
        onClose={() => setConfirming(null)}
        actions={[
          { label: t('common.cancel'), variant: 'secondary' },
          {
            label: t('comments.deleteConfirmAction'),
            variant: 'danger',
            onSelect: () => confirming && deleteComment(confirming),
          },
        ]}
      >
        {t('comments.deleteConfirmText')}
      </Dialog>
      <ReportDialog comment={reporting} onReport={reportComment} onClose={() => setReporting(null)} />
      <Dialog
        open={failure !== null}
        alert
        title={failure?.title ?? ''}
        onClose={() => setFailure(null)}
        actions={[{ label: t('common.ok') }]}
      >
        {failure?.detail ?? undefined}
      </Dialog>
    </>
  );
}
