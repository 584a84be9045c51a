import { studioQuestionsApi, studioQuizzesApi } from '@studovna/core/contract/studio';
import type { QuestionDraft } from '@studovna/core/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveDownload } from '../../lib/serve-download';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { studioUserOf } from '../studio/studio-user';
import {
  createBankQuestion,
  deleteBankQuestion,
  getBankQuestion,
  questionAudit,
  updateBankQuestion,
} from './question-bank.service';
import { exportGift } from './gift-export.service';
import { importDryRun, importQuestions, importText } from './question-import.service';
import { searchQuestions } from './question-search.service';
import { getStudioQuiz, setStudioQuizQuestions, updateStudioQuiz } from './studio-quizzes.service';

/** A file to import may be this large (a bank of thousands of questions). */
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The studio's question bank and quiz settings (decision 0024). Every call checks the caller's role. */
export function questionBankRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const Q = studioQuestionsApi;
  const Z = studioQuizzesApi;

  serveEndpoint(app, ctx, Q.searchQuestions, async ({ user, query }) =>
    searchQuestions(db, studioUserOf(user), query),
  );
  serveDownload(app, ctx, Q.exportGift, async ({ user, query }) => {
    const gift = await exportGift(db, studioUserOf(user), query);
    return {
      body: gift.text,
      type: Q.exportGift.downloadType,
      fileName: 'otazky.gift',
      headers: { 'x-gift-questions': String(gift.written), 'x-gift-skipped': String(gift.skipped) },
    };
  });
  serveEndpoint(app, ctx, Q.getQuestion, async ({ user, params }) =>
    getBankQuestion(db, studioUserOf(user), params.id),
  );
  serveEndpoint(app, ctx, Q.createQuestion, async ({ user, query, body, locale }) =>
    createBankQuestion(db, studioUserOf(user), body as QuestionDraft, query.quiz, locale),
  );
  serveEndpoint(app, ctx, Q.updateQuestion, async ({ user, params, body, locale }) =>
    updateBankQuestion(db, studioUserOf(user), params.id, body as QuestionDraft, locale),
  );
  serveEndpoint(app, ctx, Q.deleteQuestion, async ({ user, params, locale }) =>
    deleteBankQuestion(db, studioUserOf(user), params.id, locale),
  );
  serveEndpoint(app, ctx, Q.questionAudit, async ({ user, params, query }) => {
    studioUserOf(user);
    return questionAudit(db, params.id, query);
  });
  serveEndpoint(
    app,
    ctx,
    Q.importDryRun,
    async ({ user, body, files, locale }) => {
      studioUserOf(user);
      return importDryRun(body.format, importText(files, body.text), locale);
    },
    { maxFileBytes: IMPORT_MAX_BYTES },
  );
  serveEndpoint(
    app,
    ctx,
    Q.importQuestions,
    async ({ user, body, files, locale }) =>
      importQuestions(
        db,
        studioUserOf(user),
        { format: body.format, text: importText(files, body.text), quiz: body.quiz },
        locale,
      ),
    { maxFileBytes: IMPORT_MAX_BYTES },
  );

  serveEndpoint(app, ctx, Z.getQuiz, async ({ user, params }) =>
    getStudioQuiz(db, studioUserOf(user), params.id),
  );
  serveEndpoint(app, ctx, Z.updateQuizSettings, async ({ user, params, body, locale }) =>
    updateStudioQuiz(db, studioUserOf(user), params.id, body, locale),
  );
  serveEndpoint(app, ctx, Z.setQuizQuestions, async ({ user, params, body, locale }) =>
    setStudioQuizQuestions(db, studioUserOf(user), params.id, body, locale),
  );
}
