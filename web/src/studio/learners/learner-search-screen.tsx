import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { StudioPage } from '../common/studio-page';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { formatDay } from './learner-format';
import { LEARNER_PAGE_SIZE, learnersQuery } from './learner-queries';
import styles from './learners.module.css';

/**
 * The team's search of learners (decision 0027): by name, username or e-mail, kept in the address
 * (`hledat`, `strana`), in pages; a name opens the learner's page.
 */
export function LearnerSearchScreen() {
  const t = useStudioT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const search = params.get('hledat') ?? '';
  const page = Math.max(1, Number(params.get('strana')) || 1);
  const [typed, setTyped] = useState(search);
  const list = useQuery({ ...learnersQuery(api, search, page), placeholderData: keepPreviousData });
  const go = (next: { search: string; page: number }) =>
    setParams(
      {
        ...(next.search ? { hledat: next.search } : {}),
        ...(next.page > 1 ? { strana: String(next.page) } : {}),
      },
      { replace: true },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: typed.trim(), page: 1 });
  };
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEARNER_PAGE_SIZE));
  return (
    <StudioPage title={t('learners.title')}>
      <form role="search" aria-label={t('learners.search')} className={styles.search} onSubmit={submit}>
        <TextField
          label={t('learners.searchLabel')}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('learners.searchButton')}</Button>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <StudioProblem onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className={styles.muted} role="status">
            {t('learners.count', { count: total })}
          </p>
          {list.data.learners.length === 0 ? (
            <p className={styles.muted}>{t('learners.empty')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('learners.colName')}</th>
                    <th scope="col">{t('learners.colUsername')}</th>
                    <th scope="col">{t('learners.colEmail')}</th>
                    <th scope="col">{t('learners.colPlan')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.learners.map((learner) => (
                    <tr key={learner.id}>
                      <th scope="row" className={styles.nameCell}>
                        <Link to={`/studio/studujici/${learner.id}`}>{learner.name}</Link>
                        {learner.blocked ? (
                          <span className={`${styles.badge} ${styles.danger}`}>
                            {t('learners.blockedBadge')}
                          </span>
                        ) : null}
                      </th>
                      <td>{learner.username}</td>
                      <td>{learner.email}</td>
                      <td>
                        {learner.plan ? (
                          t('learners.planUntil', {
                            name: learner.plan.name,
                            date: formatDay(learner.plan.expires_at, t.language),
                          })
                        ) : (
                          <span className={styles.muted}>{t('learners.noPlan')}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('learners.pages')}>
              <Button
                variant="secondary"
                small
                disabled={page <= 1}
                onClick={() => go({ search, page: page - 1 })}
              >
                {t('learners.previous')}
              </Button>
              <span>{t('learners.page', { page, pages })}</span>
              <Button
                variant="secondary"
                small
                disabled={page >= pages}
                onClick={() => go({ search, page: page + 1 })}
              >
                {t('learners.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </StudioPage>
  );
}
