import { useTranslation } from '../../i18n/use-translation';
import { Icon, type IconProps } from '../../components/icons';
import { Button } from '../../components/button';
import { useAssignmentTexts } from './assignment-texts';
import styles from './assignment.module.css';

const FileIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </Icon>
);

export interface ListedFile {
  key: string;
  name: string;
  size?: number;
  /** A public address: the name links there (a new tab). */
  url?: string;
  /** Downloads the file (one that needs the learner's token): the name is a button. */
  onDownload?: () => void;
}

interface FileListProps {
  files: ListedFile[];
  /** Names the list for screen readers. */
  label: string;
  onRemove?: (file: ListedFile) => void;
  /** Key of the file being removed or downloaded, if any. */
  removing?: string | null;
  downloading?: string | null;
  disabled?: boolean;
}

function FileName({ file, downloading }: { file: ListedFile; downloading: boolean }) {
  const { t } = useTranslation();
  if (file.onDownload)
    return (
      <button
        type="button"
        className={styles.linkButton}
        disabled={downloading}
        aria-label={`${file.name}, ${downloading ? t('assignment.files.downloading') : t('assignment.files.download')}`}
        onClick={file.onDownload}
      >
        {file.name}
      </button>
    );
  if (file.url)
    return (
      <a href={file.url} target="_blank" rel="noopener noreferrer">
        {file.name}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    );
  return <>{file.name}</>;
}

/** A list of files: name (a link or a download when it has one), size, and remove when removable. */
export function FileList({ files, label, onRemove, removing, downloading, disabled }: FileListProps) {
  const { t } = useTranslation();
  const texts = useAssignmentTexts();
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.key} className={styles.file}>
          <FileIcon className={styles.fileIcon} />
          <span className={styles.fileName}>
            <FileName file={file} downloading={downloading === file.key} />
          </span>
          {file.size !== undefined ? <span className={styles.fileSize}>{texts.size(file.size)}</span> : null}
          {onRemove ? (
            <Button
              variant="ghost"
              small
              disabled={disabled || removing != null}
              aria-label={t('assignment.files.removeLabel', { name: file.name })}
              onClick={() => onRemove(file)}
            >
              {removing === file.key ? t('assignment.files.removing') : t('assignment.files.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
