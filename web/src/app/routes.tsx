import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../features/errors/route-error-screen';
import { SubjectsScreen } from '../features/home/subjects-screen';
import { loadScreenTranslations } from '../i18n/i18n';
import { AppShell } from './app-shell';
import { HomeTabsLayout } from './home-tabs-layout';

/**
 * A screen in its own chunk, loaded on the first visit of its route together with the Czech messages of
 * the lazy screens (the first load brings only those of the first screen).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), loadScreenTranslations()]);
    return { Component: pick(module) };
  };
}

/**
 * Every deep-link path of SPEC §2 (Czech paths); the four home tabs share the tab bar. Only the home
 * screen comes with the first load: every other screen is its own chunk, loaded when first visited.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <HomeTabsLayout />,
        children: [
          { index: true, element: <SubjectsScreen /> },
          {
            path: 'nastenka/:category?',
            lazy: screen(
              () => import('../features/board/board-screen'),
              (m) => m.BoardScreen,
            ),
          },
          {
            path: 'start',
            lazy: screen(
              () => import('../features/start/start-screen'),
              (m) => m.StartScreen,
            ),
          },
          {
            path: 'uzivatel/ucet',
            lazy: screen(
              () => import('../features/profile/profile-screen'),
              (m) => m.ProfileScreen,
            ),
          },
        ],
      },
      {
        path: 'procvicovani/:category?',
        lazy: screen(
          () => import('../features/board/practice/board-practice-screen'),
          (m) => m.BoardPracticeScreen,
        ),
      },
      {
        path: 'kurzy',
        lazy: screen(
          () => import('../features/courses/course-list-screen'),
          (m) => m.CourseListScreen,
        ),
      },
      {
        path: 'kurzy/:courseId',
        lazy: screen(
          () => import('../features/course-detail/course-detail-screen'),
          (m) => m.CourseDetailScreen,
        ),
      },
      {
        path: 'kurzy/:courseId/:sectionType/:sectionId?/:questionIndex?',
        lazy: screen(
          () => import('../features/learning/learning-route'),
          (m) => m.LearningRoute,
        ),
      },
      {
        path: 'hledat',
        lazy: screen(
          () => import('../features/courses/search-screen'),
          (m) => m.SearchScreen,
        ),
      },
      {
        path: 'pripravujeme',
        lazy: screen(
          () => import('../features/catalog/upcoming-screen'),
          (m) => m.UpcomingScreen,
        ),
      },
      {
        path: 'dnes',
        lazy: screen(
          () => import('../features/catalog/learn-today-screen'),
          (m) => m.LearnTodayScreen,
        ),
      },
      {
        path: 'lektori',
        lazy: screen(
          () => import('../features/catalog/instructors-screen'),
          (m) => m.InstructorsScreen,
        ),
      },
      {
        path: 'lektori/:instructorId',
        lazy: screen(
          () => import('../features/catalog/instructor-screen'),
          (m) => m.InstructorScreen,
        ),
      },
      {
        path: 'studijni-plany',
        lazy: screen(
          () => import('../features/study-plans/study-plans-screen'),
          (m) => m.StudyPlansScreen,
        ),
      },
      {
        path: 'uzivatel/plany',
        lazy: screen(
          () => import('../features/study-plans/active-plans-screen'),
          (m) => m.ActivePlansScreen,
        ),
      },
      {
        path: 'uzivatel/nastaveni',
        lazy: screen(
          () => import('../features/settings/settings-screen'),
          (m) => m.SettingsScreen,
        ),
      },
      {
        path: 'uzivatel/kurzy',
        lazy: screen(
          () => import('../features/my-courses/my-courses-screen'),
          (m) => m.MyCoursesScreen,
        ),
      },
      {
        path: 'uzivatel/oblibene',
        lazy: screen(
          () => import('../features/my-courses/wishlist-screen'),
          (m) => m.WishlistScreen,
        ),
      },
      {
        path: 'uzivatel/objednavky',
        lazy: screen(
          () => import('../features/my-courses/orders-screen'),
          (m) => m.OrdersScreen,
        ),
      },
      {
        path: 'prihlaseni',
        lazy: screen(
          () => import('../features/auth/login-screen'),
          (m) => m.LoginScreen,
        ),
      },
      {
        path: 'registrace',
        lazy: screen(
          () => import('../features/auth/register-screen'),
          (m) => m.RegisterScreen,
        ),
      },
      {
        path: 'zapomenute-udaje',
        lazy: screen(
          () => import('../features/auth/forgot-screen'),
          (m) => m.ForgotScreen,
        ),
      },
      {
        path: 'w/:url',
        lazy: screen(
          () => import('../features/web-view/web-view-screen'),
          (m) => m.WebViewScreen,
        ),
      },
      {
        path: '404',
        lazy: screen(
          () => import('../features/errors/not-found-screen'),
          (m) => m.NotFoundScreen,
        ),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
