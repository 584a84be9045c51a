import { quizApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { checkAnswer, finishQuiz, saveAnswers } from './quiz-answers.service';
import { evaluatePreview, quizPreview } from './quiz-preview.service';
import { fetchResults, getQuiz, quizCourseSummary, retakeQuiz, startQuiz } from './quiz.service';

/** The quiz attempt lifecycle, the course summary and the course preview with sample tasks. */
export function quizRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, quizApi.getQuiz, async ({ params, user, locale }) =>
    getQuiz(ctx.db, params.id, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.startQuiz, async ({ body, user, locale }) =>
    startQuiz(ctx.db, body.id, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.saveAnswers, async ({ body, user, locale }) =>
    saveAnswers(ctx.db, body, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.checkAnswer, async ({ body, user, locale }) =>
    checkAnswer(ctx.db, body, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.finishQuiz, async ({ body, user, locale }) =>
    finishQuiz(ctx.db, body, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.retakeQuiz, async ({ body, user, locale }) =>
    retakeQuiz(ctx.db, body.id, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.fetchQuizResults, async ({ query, user, locale }) =>
    fetchResults(ctx.db, query.id, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.quizCourseSummary, async ({ query, user, site }) =>
    quizCourseSummary(ctx.db, query.id, user, site),
  );

  serveEndpoint(app, ctx, quizApi.quizPreview, async ({ query, locale }) =>
    quizPreview(ctx.db, query.course_id, locale),
  );

  serveEndpoint(app, ctx, quizApi.evaluatePreview, async ({ body, locale }) =>
    evaluatePreview(ctx.db, body, locale),
  );
}
