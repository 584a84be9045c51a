import type { User } from '@studovna/core/contract';
import type { AppServices } from '../../app/app-services';
import { makeToken } from '../../test/fetch-stub';
import { jana } from '../../test/fixtures';

export const SETTINGS_PATH = '/uzivatel/nastaveni';
export const USER_PATH = '/wp-json/learnpress/v1/users/7';
export const CHANGE_PASSWORD_PATH = '/wp-json/learnpress/v1/users/change-password';
export const DELETE_PATH = '/wp-json/learnpress/v1/users/delete';

/** Jana logged in, with the app's version and build set. */
export const asJana =
  (user: User = jana) =>
  ({ store, config }: AppServices) => {
    store.getState().setToken(makeToken(86400));
    store.getState().setUser(user);
    config.version = '2.4.0';
    config.build = '815';
  };
