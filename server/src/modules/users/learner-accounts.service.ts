/** Learners' accounts for the team's learner administration (decision 0027). */
export {
  clearBlocked,
  findLearnerAccount,
  searchLearnerAccounts,
  setBlocked,
  type LearnerAccountRow,
} from './learner-accounts.repository';
