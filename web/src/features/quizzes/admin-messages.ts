/** Wording of our own for the admin's quiz screens (the spec's strings are in messages.ts). */
export const QUIZ_ADMIN_TEXT = {
  builderTitle: 'Quiz Creator',
  builderLead:
    'Write the questions, mark the correct option of each, and publish: students see the quiz at once.',
  editLead:
    'Change a quiz until students attempt it; after that its attempts and review settings still change, and it can be published, unpublished and read in its results.',
  resultsTitle: 'Quiz Results',
  publish: 'Publish',
  saveChanges: 'Save changes',
  newQuiz: 'New quiz',
  saveFailed: 'Failed to save the quiz.',
  loadFailed: 'Could not load this quiz. Please try again.',
  listLoadFailed: 'Could not load the quizzes. Please try again.',
  noQuizzes: 'No quizzes yet. The ones you publish are listed here.',
  untitledQuestion: 'New question',
  questionHasProblems: 'has problems to fix',
  keepOneQuestion: 'A quiz keeps at least one question.',
  optionsHint: (min: number, max: number) =>
    `Between ${min} and ${max} options. Choose the correct one with the radio button.`,
  explanationHint: 'Optional: students see it beside the correct answer after they submit.',
  timeLimitHint: 'Whole minutes; the quiz submits itself when the time runs out.',
  settingsTitle: 'Attempts and review',
  attemptsHint: 'Submitted attempts each student may make; 0 means no limit.',
  reviewHint:
    'Until then students see their own answers, score and pass or fail, but not the correct answers or explanations.',
  closesHint:
    'Optional, in your time zone. No attempt starts after it; one already open may finish. Empty: never closes.',
  settingsSave: 'Save settings',
  settingsFailed: 'Could not save the settings. Please try again.',
  published: 'Published',
  unpublished: 'Unpublished',
  publishFailed: 'Could not change whether the quiz is published. Please try again.',
  deleteFailed: 'Could not delete the quiz. Please try again.',
  confirmDelete: (title: string, attempts: number) =>
    attempts > 0
      ? `“${title}” will be deleted with the ${attempts === 1 ? 'attempt' : `${attempts} attempts`} students made. This cannot be undone.`
      : `“${title}” will be deleted. This cannot be undone.`,
  locked: 'This quiz cannot be edited',
  attemptsSoFar: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} so far`,
  questions: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
  resultsLoadFailed: 'Could not load the results. Please try again.',
  noAttempts: 'Nobody has attempted this quiz yet. Results appear here once a student submits it.',
  downloadFailed: 'Could not download the results. Please try again.',
  backToBuilder: 'Back to Quiz Creator',
  misleading: (letter: string) => `Most students chose ${letter}`,
} as const;
