import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverProblem } from '../../../components/ui/form';
import { makeQuiz } from './admin-quiz-fixtures';
import {
  builderFieldLabel,
  builderServerFields,
  draftToBody,
  emptyQuestion,
  questionIndexOf,
  quizFormSchema,
  quizToDraft,
} from './builder-draft';

describe('the quiz builder’s state', () => {
  it('starts a question with four empty options, the first correct (spec-2 §9)', () => {
    expect(emptyQuestion()).toEqual({
      questionText: '',
      options: [{ text: '' }, { text: '' }, { text: '' }, { text: '' }],
      correctAnswer: 0,
      explanation: '',
    });
  });

  it('turns a saved quiz into the builder’s state and back into the same body', () => {
    const quiz = makeQuiz(1);
    const body = quizFormSchema.parse(quizToDraft(quiz));
    expect(body).toEqual({
      title: quiz.title,
      description: quiz.description,
      coverImage: quiz.coverImage,
      timeLimit: quiz.timeLimit,
      questions: quiz.questions,
      attemptsAllowed: quiz.attemptsAllowed,
      reviewAnswers: quiz.reviewAnswers,
      closesAt: quiz.closesAt,
    });
    expect(draftToBody(quizToDraft(quiz)).questions[0]?.options).toEqual(quiz.questions[0]?.options);
  });

  it('puts each problem on the field that holds it, worded under its label', () => {
    const draft = quizToDraft(makeQuiz(1));
    draft.questions[1]!.options[1]!.text = '  ';
    draft.questions[0]!.correctAnswer = 5;
    draft.timeLimit = '2.5';
    const result = quizFormSchema.safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['timeLimit', 'Time limit (minutes) must be a whole number of minutes.'],
      ['questions.1.options.1.text', 'Question 2 option B is required.'],
    ]);
    draft.questions[1]!.options[1]!.text = 'Plan';
    draft.timeLimit = '12';
    expect(quizFormSchema.safeParse(draft).error?.issues).toEqual([
      expect.objectContaining({
        path: ['questions', 0, 'correctAnswer'],
        message: 'The correct answer must be one of the options.',
      }),
    ]);
  });

  it('reads the server’s field path as the builder’s field', () => {
    const refused = (path: string, message: string) =>
      new ApiError(400, `${path}: ${message}`, undefined, 'common.invalid', [{ in: 'body', path, message }]);
    const refusal = refused('questions.1.options.2', 'Option is required');
    expect(serverProblem(refusal, builderServerFields)).toEqual({
      name: 'questions.1.options.2.text',
      message: 'Option is required.',
    });
    expect(serverProblem(refused('coverImage', 'must be an http(s) URL'), builderServerFields)).toEqual({
      name: 'coverImage',
      message: 'Cover image URL must be an http(s) URL.',
    });
    expect(builderFieldLabel('questions.0.questionText')).toBe('Question 1 text');
    expect(questionIndexOf('questions.12.explanation')).toBe(12);
    expect(questionIndexOf('title')).toBeUndefined();
  });
});
