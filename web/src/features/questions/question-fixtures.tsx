import type { AnswerValue, Question } from '@studovna/core/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '../../i18n/use-translation';
import { vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { QuestionView, type QuestionViewProps } from './question-view';

const option = (value: string, title: string) => ({ uid: value, value, title });

export const singleChoice: Question = {
  id: 11,
  type: 'single_choice',
  title: 'lékař : nemocnice = učitel : ?',
  point: 1,
  hint: 'Řekni si vztah celou větou.',
  explanation: null,
  options: [option('o1', 'žák'), option('o2', 'škola'), option('o3', 'tabule'), option('o4', 'vysvědčení')],
};

export const trueOrFalse: Question = {
  id: 12,
  type: 'true_or_false',
  title: 'Na pořadí slov nezáleží.',
  point: 1,
  options: [option('true', 'Pravda'), option('false', 'Nepravda')],
};

export const multiChoice: Question = {
  id: 13,
  type: 'multi_choice',
  title: 'Vyber kořeny rovnice.',
  content: '<p>$x^2 - 5x + 6 = 0$</p>',
  point: 1,
  options: [option('m1', '$2$'), option('m2', '$-2$'), option('m3', '$3$'), option('m4', '$6$')],
};

export const fillInBlanks: Question = {
  id: 14,
  type: 'fill_in_blanks',
  title: 'Doplň slova.',
  point: 1,
  options: [
    {
      uid: 'fib-14',
      value: '',
      title: '',
      ids: ['b1', 'b2'],
      title_api: 'kapitola : kniha = sloka : {{FIB_b1}}\na $2 + 2 =$ {{FIB_b2}}',
      answers: {},
    },
  ],
};

export const sortingChoice: Question = {
  id: 15,
  type: 'sorting_choice',
  title: 'Seřaď od nejmenšího.',
  point: 1,
  options: [option('s1', 'tři'), option('s2', 'jedna'), option('s3', 'dva')],
};

type Overrides = Partial<Omit<QuestionViewProps, 'question'>>;

/** The view with its answer kept in state, as the shell would; `onAnswer` records every change. */
export function renderQuestion(question: Question, overrides: Overrides = {}) {
  const onAnswer = vi.fn<(value: AnswerValue | undefined) => void>();
  function Harness() {
    const [answer, setAnswer] = useState<AnswerValue | undefined>(overrides.answer);
    return (
      <QuestionView
        index={0}
        locked={false}
        {...overrides}
        question={question}
        answer={answer}
        onAnswer={(value) => {
          onAnswer(value);
          setAnswer(value);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={createI18n()}>
      <Harness />
    </I18nProvider>,
  );
  return { ...view, user, onAnswer };
}
