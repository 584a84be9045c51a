/** The learner a request speaks for, once the bearer token is verified. */
export interface AuthUser {
  id: number;
  /** Stored roles plus `premium_<family>` of the plan active now (SPEC §3). */
  roles: string[];
}
