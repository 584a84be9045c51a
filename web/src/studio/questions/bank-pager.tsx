import { useState } from 'react';
import { Button } from '../../components/button';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './question-bank.module.css';

/** Pages of the bank: first, previous, a page number to jump to, next, last. */
export function BankPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useStudioT();
  const [typed, setTyped] = useState('');
  if (pages <= 1) return null;
  const go = (to: number) => onPage(Math.min(pages, Math.max(1, to)));
  return (
    <nav className={styles.pager} aria-label={t('bank.pages')}>
      <Button variant="secondary" small disabled={page <= 1} onClick={() => go(1)}>
        {t('bank.first')}
      </Button>
      <Button variant="secondary" small disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('bank.previous')}
      </Button>
      <span aria-current="page">{t('bank.page', { page, pages })}</span>
      <Button variant="secondary" small disabled={page >= pages} onClick={() => go(page + 1)}>
        {t('bank.next')}
      </Button>
      <Button variant="secondary" small disabled={page >= pages} onClick={() => go(pages)}>
        {t('bank.last')}
      </Button>
      <form
        className={styles.jump}
        onSubmit={(event) => {
          event.preventDefault();
          const to = Number(typed);
          if (Number.isInteger(to) && to > 0) go(to);
          setTyped('');
        }}
      >
        <label>
          {t('bank.goTo')}{' '}
          <input
            className={styles.jumpInput}
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <Button type="submit" variant="ghost" small>
          {t('bank.go')}
        </Button>
      </form>
    </nav>
  );
}
