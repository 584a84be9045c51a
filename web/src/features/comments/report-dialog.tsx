import { useId, useState } from 'react';
import type { Comment, CommentReportReason } from '@studovna/core/contract';
import { COMMENT_REPORT_REASONS } from '@studovna/core/contract/routes';
import { Dialog } from '../../components/dialog';
import { useTranslation } from '../../i18n/use-translation';
import styles from './comment-moderation.module.css';

interface ReportDialogProps {
  /** The comment being reported, or null when the dialog is closed. */
  comment: Comment | null;
  onReport: (comment: Comment, reason: CommentReportReason) => void;
  onClose: () => void;
}

/**
 * „Nahlásit komentář?": why (one of four reasons, by keyboard with the arrow keys) and a confirmation.
 * The report goes to the course's instructor and the Studovna team.
 */
export function ReportDialog({ comment, onReport, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const name = useId();
  const [reason, setReason] = useState<CommentReportReason>('offensive');
  return (
    <Dialog
      open={comment !== null}
      title={t('comments.report.title')}
      onClose={() => {
        setReason('offensive');
        onClose();
      }}
      actions={[
        { label: t('common.cancel'), variant: 'secondary' },
        {
          label: t('comments.report.confirm'),
          variant: 'danger',
          onSelect: () => {
            if (comment) onReport(comment, reason);
            setReason('offensive');
          },
        },
      ]}
    >
      {t('comments.report.text', { name: comment?.author_name ?? '' })}
      <fieldset className={styles.reasons}>
        <legend>{t('comments.report.why')}</legend>
        {COMMENT_REPORT_REASONS.map((value) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`comments.report.reason.${value}`)}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
