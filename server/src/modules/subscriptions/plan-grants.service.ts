/** What the team's learner administration changes of a learner's plans (decision 0027). */
export { findAllPlans, lockSubscriptionOf, setSubscriptionExpiry } from './plan-grants.repository';
