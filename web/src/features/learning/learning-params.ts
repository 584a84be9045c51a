/** SPEC §2: the question index of a learning address is numeric (absent is fine). */
export const isValidQuestionIndex = (value: string | undefined): boolean =>
  value === undefined || /^\d+$/.test(value);
