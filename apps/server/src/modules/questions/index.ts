/**
 * The questions module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { answersOfRegistrations, createQuestionAnswers, createQuestionsAdmin, eraseAnswersOfUser, questionsForExport } from './service.ts';
export { asksQuestionsSql } from './repository.ts';
