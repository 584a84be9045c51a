import { Icon, type IconProps } from '../../components/icons';

/** The studio navigation's sign for questions: a speech bubble with a question mark. */
export const QuestionIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    <path d="M10 9.5a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2v.5M12 15.5h.01" />
  </Icon>
);
