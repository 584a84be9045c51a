/**
 * The accounts other modules read and create: sign-in and registration, password reset, the website's
 * session and login. Profile changes are in `profile.service.ts`.
 */
export {
  findTaken,
  findUserById,
  findUserByLogin,
  findUsersWithRole,
  insertUser,
  type UserRow,
} from './users.repository';
