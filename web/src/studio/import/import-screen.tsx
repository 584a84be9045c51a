import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { studioQuestionsApi, type ImportReportView } from '@studovna/core/contract/studio';
import { Banner } from '../../components/banner';
import { Button, ButtonLink } from '../../components/button';
import { FieldError } from '../../components/field-error';
import fieldStyles from '../../components/form-field.module.css';
import { StudioPage } from '../common/studio-page';
import { SelectField } from '../common/select-field';
import { GuardedLink } from '../common/unsaved-changes';
import { failureMessage } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';
import { bankKeys } from '../questions/question-queries';
import { formatOfFile } from './import-format';
import { ImportProgress } from './import-progress';
import { ImportReport, reportCounts } from './import-report';
import { ImportTarget, type ImportTargetValue } from './import-target';
import type { ImportFormat, UploadProgress } from './import-upload';
import { useImportUpload } from './use-import-upload';
import styles from './import.module.css';

/** The format a file's name suggests: `.xml` Moodle XML, otherwise GIFT (Aiken is chosen by hand). */

type Stage =
  | { name: 'choose' }
  | { name: 'checking' | 'importing'; progress: UploadProgress }
  | { name: 'checked'; report: ImportReportView }
  | { name: 'done'; imported: number; ids: number[]; message: string };

/**
 * `/studio/otazky/import`: a GIFT, Aiken or Moodle XML file into the bank or a quiz. A dry run first
 * shows every question and problem by line; „Importovat" only once the report has no error.
 */
export function ImportScreen() {
  const t = useStudioT();
  const id = useId();
  const upload = useImportUpload();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat>('gift');
  const initialQuiz = Number(params.get('kviz')) || null;
  const [target, setTarget] = useState<ImportTargetValue>({
    into: initialQuiz ? 'quiz' : 'bank',
    course: null,
    quiz: initialQuiz,
  });
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [quizError, setQuizError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = stage.name === 'checking' || stage.name === 'importing';

  const reset = () => {
    setStage({ name: 'choose' });
    setRefusal(null);
  };

  const request = () => {
    if (!file) {
      setFileError(t('questionImport.fileRequired'));
      fileInput.current?.focus();
      return null;
    }
    if (target.into === 'quiz' && !target.quiz) {
      setQuizError(t('questionImport.quizRequired'));
      return null;
    }
    return { file, format, quiz: target.into === 'quiz' ? (target.quiz ?? undefined) : undefined };
  };

  const dryRun = async () => {
    const sending = request();
    if (!sending) return;
    setRefusal(null);
    setStage({ name: 'checking', progress: { sent: 0, total: sending.file.size } });
    const result = await upload(studioQuestionsApi.importDryRun, sending, (progress) =>
      setStage({ name: 'checking', progress }),
    );
    if (!result.ok) {
      setStage({ name: 'choose' });
      setRefusal(failureMessage(result, t('questionImport.failed')));
      return;
    }
    setStage({ name: 'checked', report: result.data });
  };

  const importNow = async () => {
    const sending = request();
    if (!sending || stage.name !== 'checked') return;
    const report = stage.report;
    setStage({ name: 'importing', progress: { sent: 0, total: sending.file.size } });
    const result = await upload(studioQuestionsApi.importQuestions, sending, (progress) =>
      setStage({ name: 'importing', progress }),
    );
    if (!result.ok) {
      const returned = result.error.data?.report as ImportReportView | undefined;
      setStage({ name: 'checked', report: returned?.questions ? returned : report });
      setRefusal(failureMessage(result, t('questionImport.failed')));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: bankKeys.all });
    setStage({ name: 'done', ...result.data.data, message: result.data.message });
  };

  const counts = stage.name === 'checked' ? reportCounts(stage.report) : null;
  const importable = stage.name === 'checked' && stage.report.importable && counts?.errors === 0;
  const resultHref =
    target.into === 'quiz' && target.quiz
      ? `/studio/otazky?kviz=${target.quiz}`
      : '/studio/otazky?nezarazene=1';

  return (
    <StudioPage
      title={t('questionImport.title')}
      above={
        <GuardedLink to="/studio/otazky" className={styles.backLink}>
          {t('questionEditor.back')}
        </GuardedLink>
      }
    >
      {stage.name === 'done' ? (
        <section className={styles.done} aria-labelledby="import-done">
          <h2 id="import-done" className={styles.sectionTitle} tabIndex={-1} ref={(h) => h?.focus()}>
            {t('questionImport.doneTitle', { count: stage.imported })}
          </h2>
          <p>{stage.message}</p>
          <div className={styles.actions}>
            <ButtonLink to={resultHref}>{t('questionImport.showImported')}</ButtonLink>
            {stage.ids[0] ? (
              <ButtonLink to={`/studio/otazky/${stage.ids[0]}`} variant="secondary">
                {t('questionImport.openFirst')}
              </ButtonLink>
            ) : null}
            <Button
              variant="ghost"
              onClick={() => {
                setFile(null);
                reset();
              }}
            >
              {t('questionImport.another')}
            </Button>
          </div>
        </section>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-label={t('questionImport.form')}
          onSubmit={(event) => {
            event.preventDefault();
            void dryRun();
          }}
        >
          <div className={styles.twoColumns}>
            <div className={fieldStyles.field}>
              <label htmlFor={`${id}-file`} className={fieldStyles.label}>
                {t('questionImport.file')}
              </label>
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept=".txt,.gift,.xml,text/plain,text/xml,application/xml"
                className={styles.file}
                disabled={busy}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  setFileError(null);
                  reset();
                  if (chosen) void formatOfFile(chosen).then(setFormat);
                }}
              />
              <p id={`${id}-file-hint`} className={fieldStyles.hint}>
                {t('questionImport.fileHint')}
              </p>
              <FieldError id={`${id}-file-error`}>{fileError}</FieldError>
            </div>
            <SelectField
              label={t('questionImport.format')}
              hint={t('questionImport.formatHint')}
              value={format}
              disabled={busy}
              onChange={(event) => {
                setFormat(event.target.value as ImportFormat);
                reset();
              }}
            >
              <option value="gift">GIFT (.txt, .gift)</option>
              <option value="aiken">Aiken (.txt)</option>
              <option value="moodle_xml">Moodle XML (.xml)</option>
            </SelectField>
          </div>
          <ImportTarget
            value={target}
            disabled={busy}
            error={quizError}
            onChange={(next) => {
              setTarget(next);
              setQuizError(null);
              reset();
            }}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              variant={stage.name === 'checked' ? 'secondary' : 'primary'}
              disabled={busy}
            >
              {stage.name === 'checked' ? t('questionImport.checkAgain') : t('questionImport.check')}
            </Button>
            {stage.name === 'checked' ? (
              <Button disabled={!importable} onClick={() => void importNow()} aria-describedby={`${id}-why`}>
                {t('questionImport.import', { count: counts?.questions ?? 0 })}
              </Button>
            ) : null}
            {stage.name === 'checked' ? (
              <p id={`${id}-why`} className={importable ? styles.hint : styles.blocked}>
                {importable ? t('questionImport.readyNote') : t('questionImport.blockedNote')}
              </p>
            ) : null}
          </div>
          {busy ? (
            <ImportProgress
              progress={stage.progress}
              label={stage.name === 'checking' ? t('questionImport.checking') : t('questionImport.importing')}
            />
          ) : null}
          {refusal ? <Banner tone="error">{refusal}</Banner> : null}
        </form>
      )}
      {stage.name === 'checked' ? <ImportReport report={stage.report} /> : null}
    </StudioPage>
  );
}
